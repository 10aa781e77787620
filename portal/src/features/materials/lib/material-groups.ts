import type { MaterialSetResponse } from '@aspire/domain';

export type MaterialRow = {
  materialId: number;
  /** the generation date, ISO */
  date: string;
  subject: string;
  title: string;
  url: string;
  completed: boolean;
};

export type MaterialGroup = {
  key: string;
  date: string;
  subject: string;
  provider: string;
  rows: MaterialRow[];
};

/**
 * docs/product/dashboard.md: the sets grouped by generation date (the day) plus subject, newest
 * first; each group is one page of the table.
 */
export function materialGroups(sets: readonly MaterialSetResponse[]): MaterialGroup[] {
  const groups = new Map<string, MaterialGroup>();
  const newestFirst = [...sets].sort(
    (a, b) => b.generationDate.localeCompare(a.generationDate) || b.id - a.id,
  );
  for (const set of newestFirst) {
    const key = `${set.generationDate.slice(0, 10)}|${set.subject}`;
    const group = groups.get(key) ?? {
      key,
      date: set.generationDate,
      subject: set.subject,
      provider: set.provider,
      rows: [],
    };
    group.rows.push(
      ...set.materials.map((m) => ({
        materialId: m.id,
        date: set.generationDate,
        subject: set.subject,
        title: m.title,
        url: m.url,
        completed: m.completed,
      })),
    );
    groups.set(key, group);
  }
  return [...groups.values()];
}

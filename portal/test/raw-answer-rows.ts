import type { RawAnswerRow } from '@aspire/domain';

/** Raw answer rows (spec 001 §3) for one facet: one row per score. */
export function rowsFor(
  facet: string,
  scores: number[],
  overrides: Partial<RawAnswerRow> = {},
): RawAnswerRow[] {
  return scores.map((score) => ({
    category: 'Part II',
    sub_category: 'Natural Sciences & Mathematics',
    facet,
    facet_note: `${facet} note`,
    score,
    taxonomy: [],
    ...overrides,
  }));
}

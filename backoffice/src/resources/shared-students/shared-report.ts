// The shaping of a shared report into what the page draws: pure, so it is tested alone.
import {
  CAREER_SECTIONS,
  LEARNING_SECTIONS,
  isValidSection,
  type ShareableReport,
  type VisualizationSection,
} from '@aspire/domain';

type Facet = { _id: string; category: string; averageScore: number };
/** One report's figures as the server sends them (the student's own report, no session id). */
export type ReportFigures = {
  facets: Facet[];
  visualization: Record<string, VisualizationSection> | null;
  instrumentVersion: string | null;
  scoringVersion: string | null;
};

export type SharedReportPage = {
  id: string;
  username: string;
  year_group: string | null;
  class_name: string | null;
  reports: ShareableReport[];
  shared_at: string;
  futureready: ReportFigures | null;
  uniready: { subject: ReportFigures | null; part3: ReportFigures | null } | null;
  studystyle: ReportFigures | null;
  insights: { insights: string; generationDate: string; provider: string } | null;
};

/** A titled group of facets with their averages, highest first (what a table and a chart show). */
export type ScoreGroup = { key: string; title: string; rows: { facet: string; average: number }[] };

const highestFirst = (rows: ScoreGroup['rows']) =>
  [...rows].sort((a, b) => b.average - a.average || a.facet.localeCompare(b.facet));

/** FutureReady and StudyStyle: the report's sections, in the student's report's order. */
export function sectionGroups(
  figures: ReportFigures | null,
  kind: 'futureready' | 'studystyle',
): ScoreGroup[] {
  const sections = kind === 'futureready' ? CAREER_SECTIONS : LEARNING_SECTIONS;
  const visualization = figures?.visualization ?? {};
  return sections.flatMap(({ key, title }) => {
    const section = visualization[key];
    if (!isValidSection(section)) return [];
    const data = section.datasets[0].data;
    const rows = section.labels.map((facet, i) => ({ facet, average: data[i] ?? 0 }));
    return [{ key, title, rows: highestFirst(rows) }];
  });
}

/** UniReady: the facets by category (Part I areas, Part II and Part III subjects). */
export function categoryGroups(figures: ReportFigures | null, prefix = ''): ScoreGroup[] {
  const byCategory = new Map<string, ScoreGroup['rows']>();
  for (const f of figures?.facets ?? []) {
    const rows = byCategory.get(f.category) ?? [];
    rows.push({ facet: f._id, average: f.averageScore });
    byCategory.set(f.category, rows);
  }
  return [...byCategory].map(([category, rows]) => ({
    key: `${prefix}${category}`,
    title: category,
    rows: highestFirst(rows),
  }));
}

/** "2025.1 · scoring 2" — the versions a report was scored under, as its footer reads. */
export const versionsText = (figures: ReportFigures | null): string =>
  [figures?.instrumentVersion, figures?.scoringVersion && `scoring ${figures.scoringVersion}`]
    .filter(Boolean)
    .join(' · ');

import { isValidSection, type VisualizationSection } from '@aspire/domain';
import type { RadarPoint } from './chart-types';

export type SectionRadar = {
  points: RadarPoint[];
  /** the section titles present, in the given order */
  series: string[];
  maxValue: number;
  /** facet → note, for the clickable labels */
  notes: Record<string, string>;
};

/**
 * One radar merging report sections (the FutureReady and StudyStyle profile
 * indexes). Each section is a series carrying its own facets' averages (0 on the other axes), so
 * every category keeps its colour on one set of axes. Null when no section has data.
 */
export function sectionRadar(
  sections: readonly { key: string; title: string }[],
  visualization: Partial<Record<string, VisualizationSection>> | null | undefined,
): SectionRadar | null {
  const series: string[] = [];
  const points: RadarPoint[] = [];
  const notes: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { key, title } of sections) {
    const section = visualization?.[key];
    if (!isValidSection(section)) continue;
    series.push(title);
    const [{ data, facetNote }] = section.datasets;
    section.labels.forEach((raw, i) => {
      const label = raw?.trim() || 'Unknown';
      if (seen.has(label)) return;
      seen.add(label);
      const value = data[i];
      points.push({ label, values: { [title]: Number.isFinite(value) ? value : 0 } });
      const note = facetNote?.[raw];
      if (typeof note === 'string' && note.trim()) notes[label] = note.trim();
    });
  }
  if (!points.length) return null;
  for (const point of points) for (const s of series) point.values[s] ??= 0;
  const top = Math.max(0, ...points.flatMap((p) => Object.values(p.values)));
  return { points, series, maxValue: Math.max(5, Math.ceil(top)), notes };
}

export const NO_FACET_DESCRIPTION = 'No description available for this facet.';

/**
 * Labels past 50 characters are cut; font 12 when over 14 characters, else 14
 * (docs/product/dashboard.md).
 */
export const radarLabelFontSize = (label: string): number => (label.length > 14 ? 12 : 14);

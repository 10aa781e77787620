import { formatScore, isValidSection, type VisualizationSection } from '@aspire/domain';
import type { BarItem, RadarPoint } from '../../../components/charts';

/** Pure shaping of the visualization object into chart and table data. */

export const SCORE_SERIES = 'Score';

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A section from navigation state or cache, if it is chart-worthy
 * (docs/product/assessments.md, "The score reports").
 */
export function chartSection(value: unknown): VisualizationSection | null {
  return isValidSection(value as VisualizationSection | null)
    ? (value as VisualizationSection)
    : null;
}

/**
 * Empty labels show 'Unknown' (docs/product/assessments.md, "The score reports"); repeated labels
 * get a suffix to stay distinct.
 */
export function displayLabels(labels: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((raw) => {
    const label = (typeof raw === 'string' ? raw.trim() : '') || 'Unknown';
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

export function radarPoints(section: VisualizationSection): RadarPoint[] {
  const data = section.datasets[0].data;
  return displayLabels(section.labels).map((label, i) => ({
    label,
    values: { [SCORE_SERIES]: num(data[i]) ?? 0 },
  }));
}

/**
 * A suggested maximum (the scale grows past it), whole steps of 1
 * (docs/product/assessments.md, "The score reports").
 */
export function radarScale(values: readonly number[], suggestedMax: number) {
  const maxValue = Math.max(suggestedMax, Math.ceil(Math.max(0, ...values)));
  return { maxValue, gridLevels: maxValue };
}

/** Whole-number ticks from 0 to max. */
export const wholeTicks = (max: number): number[] => Array.from({ length: max + 1 }, (_, i) => i);

/**
 * FutureReady radars suggest 5, a cognitiveAbilities section 10
 * (docs/product/assessments.md, "The score reports").
 */
export const careerSuggestedMax = (key: string): number => (key === 'cognitiveAbilities' ? 10 : 5);

export type ScoreRow = { facet: string; average: string; total: string; note: string | null };

function noteAt(notes: unknown, label: string, index: number): string | null {
  const note = Array.isArray(notes)
    ? (notes[index] as unknown)
    : notes && typeof notes === 'object'
      ? (notes as Record<string, unknown>)[label]
      : null;
  return typeof note === 'string' && note.trim() ? note.trim() : null;
}

/**
 * The table: needs labels, data and totalScores (else null → the empty text); rows by
 * average, highest first (missing averages last); 1 decimal or N/A; a non-blank note per facet.
 */
export function tableRows(section: unknown): ScoreRow[] | null {
  const s = section as { labels?: unknown; datasets?: unknown } | null | undefined;
  const first = (Array.isArray(s?.datasets) ? s.datasets[0] : null) as {
    data?: unknown;
    totalScores?: unknown;
    facetNote?: unknown;
  } | null;
  if (!Array.isArray(s?.labels) || !s.labels.length) return null;
  if (!Array.isArray(first?.data) || !Array.isArray(first.totalScores)) return null;
  const { data, totalScores, facetNote } = first as {
    data: unknown[];
    totalScores: unknown[];
    facetNote?: unknown;
  };
  const labels = displayLabels(s.labels as unknown[]);
  return (s.labels as unknown[])
    .map((raw, i) => ({
      avg: num(data[i]),
      row: {
        facet: labels[i],
        average: formatScore(num(data[i])),
        total: formatScore(num(totalScores[i])),
        note: noteAt(facetNote, typeof raw === 'string' ? raw : '', i),
      },
    }))
    .sort((a, b) => (b.avg ?? -Infinity) - (a.avg ?? -Infinity))
    .map(({ row }) => row);
}

/**
 * The higher motivation bar is 'strong', the other 'dim' (a tie: both strong;
 * docs/product/assessments.md, "The score reports").
 */
export function motivationBars(section: VisualizationSection): BarItem[] {
  const values = section.datasets[0].data.map((v) => num(v) ?? 0);
  const top = Math.max(...values);
  return displayLabels(section.labels).map((label, i) => ({
    id: label,
    label,
    value: values[i],
    emphasis: values[i] === top ? 'strong' : 'dim',
  }));
}

import type { BarChartProps, RadarChartProps } from './chart-types';

/**
 * A chart's data as a plain table (its text alternative, WCAG 1.1.1 and 1.4.1): the
 * same labels and values as the drawing, nothing told by colour or position alone.
 */
export type ChartTable = {
  columns: string[];
  rows: { key: string; cells: string[] }[];
};

const fixed = (value: number | undefined, decimals: number): string =>
  Number.isFinite(value) ? (value as number).toFixed(decimals) : '–';

/**
 * A radar's points. A section radar gives each facet a value in its own section only (0
 * elsewhere, see section-radar.ts), so it reads as facet, section and score; any other radar
 * has one column per series.
 */
export function radarTable({
  points,
  series,
  valueDecimals = 2,
}: Pick<RadarChartProps, 'points' | 'series' | 'valueDecimals'>): ChartTable {
  const ownSection = (values: Record<string, number>) => {
    const nonZero = series.filter((s) => (values[s] ?? 0) !== 0);
    return nonZero.length === 1 ? nonZero[0] : null;
  };
  if (series.length > 1 && points.every((p) => ownSection(p.values) !== null)) {
    return {
      columns: ['Facet', 'Section', 'Score'],
      rows: points.map((p) => {
        const section = ownSection(p.values) as string;
        return { key: p.label, cells: [p.label, section, fixed(p.values[section], valueDecimals)] };
      }),
    };
  }
  return {
    columns: ['Facet', ...(series.length > 1 ? series : ['Score'])],
    rows: points.map((p) => ({
      key: p.label,
      cells: [p.label, ...series.map((s) => fixed(p.values[s], valueDecimals))],
    })),
  };
}

/** A bar chart's bars, top to bottom, with the measurement error when the chart draws one. */
export function barTable({ bars }: Pick<BarChartProps, 'bars'>): ChartTable {
  const withSem = bars.some((b) => (b.sem ?? 0) > 0);
  return {
    columns: ['Scale', 'Score', ...(withSem ? ['Measurement error (±)'] : [])],
    rows: bars.map((b) => ({
      key: b.id,
      cells: [b.label, fixed(b.value, 1), ...(withSem ? [fixed(b.sem, 1)] : [])],
    })),
  };
}

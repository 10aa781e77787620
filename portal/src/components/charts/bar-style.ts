import { AREA_COLORS, CHART_TEXT, ON_BAR_TEXT } from '../../config/palette';
import type { AssessmentArea, BarEmphasis, RadarChartProps } from './chart-types';

/** A bar's colour: the area's main colour, or its lighter (still AA) one when dimmed. */
export const barColor = (area: AssessmentArea = 'Subject', emphasis?: BarEmphasis | ''): string =>
  emphasis === 'dim' ? AREA_COLORS[area].dim : AREA_COLORS[area].main;

export type InsideLabel = {
  x: number;
  fill: string;
  fontWeight: number;
  /** true when drawn on the bar, false when beside it (the bar is too short for the text) */
  onBar: boolean;
};

const FONT_SIZE = 14;
/** A generous estimate of a label's width at 14 px (no layout in the pure code). */
export const estimateTextWidth = (text: string, fontSize = FONT_SIZE): number =>
  Math.ceil(text.length * fontSize * 0.62);

/**
 * "label: value" inside a horizontal bar, the higher one bold. For contrast: the dimmed
 * label was white at 60 % opacity (2.5:1); now every label is fully opaque on an AA colour, and a
 * label that does not fit its bar is drawn after it in the chart's ink.
 */
export function insideLabel(
  bar: { x: number; width: number },
  text: string,
  emphasis: BarEmphasis | '' | undefined,
): InsideLabel {
  const fontWeight = emphasis === 'dim' ? 400 : 700;
  const fits = 12 + estimateTextWidth(text) + 8 <= bar.width;
  return fits
    ? { x: bar.x + 12, fill: ON_BAR_TEXT, fontWeight, onBar: true }
    : { x: bar.x + bar.width + 6, fill: CHART_TEXT, fontWeight, onBar: false };
}

/** Series colours of a radar: given ones, else the area's colour (one series), else sections'. */
export function radarColors(
  props: Pick<RadarChartProps, 'colors' | 'area' | 'series'>,
  sections: readonly string[],
): readonly string[] {
  if (props.colors) return props.colors;
  if (props.area && props.series.length <= 1) return [AREA_COLORS[props.area].main];
  return sections;
}

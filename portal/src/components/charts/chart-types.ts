/** Plain data taken by the chart components; shaping API data into these is pure. */

import { SECTION_COLORS, type AssessmentArea } from '../../config/palette';

export type { AssessmentArea };

/** Series colours of multi-section radars, in order (config/palette.ts). */
export const CHART_COLORS: readonly string[] = SECTION_COLORS;

/** Below this width (px) a chart is drawn as a list of labelled bars. */
export const NARROW_RADAR_PX = 600;
export const NARROW_BAR_PX = 480;

/** Where a click happened, in client coordinates, for anchoring a popover. */
export type ClickAnchor = { top: number; left: number };

export type RadarPoint = {
  /** the axis label (a facet name); unique within one chart */
  label: string;
  /** one value per series key */
  values: Record<string, number>;
};

export type RadarChartProps = {
  points: readonly RadarPoint[];
  series: readonly string[];
  maxValue: number;
  /** rings drawn; equal to maxValue for a step of 1 */
  gridLevels: number;
  height: number;
  ariaLabel: string;
  showLegend?: boolean;
  /**
   * decimals of the tooltip value (2 on StudyStyle;
   * docs/product/assessments.md, "The score reports")
   */
  valueDecimals?: number;
  /** how an axis label is shown (truncation); the full label stays the tooltip and the id */
  formatLabel?: (label: string) => string;
  labelFontSize?: (label: string) => number;
  onLabelClick?: (label: string, anchor: ClickAnchor) => void;
  /** series colours, in series order (else the area's colour, else the section colours) */
  colors?: readonly string[];
  /** the assessment whose colour a single-series chart takes */
  area?: AssessmentArea;
};

export type BarEmphasis = 'strong' | 'dim';

export type BarItem = {
  id: string;
  label: string;
  value: number;
  /**
   * The higher motivation bar's label is bold, the other dimmed
   * (docs/product/assessments.md, "The score reports")
   */
  emphasis?: BarEmphasis;
  /**
   * The standard error of measurement on the value's scale; the chart draws
   * value ± sem as a band, so a score carries its uncertainty.
   */
  sem?: number;
};

export type BarChartProps = {
  bars: readonly BarItem[];
  layout: 'vertical' | 'horizontal';
  maxValue: number;
  /** whole-number ticks of the value axis */
  tickValues: readonly number[];
  height: number;
  ariaLabel: string;
  /** 'inside': each bar carries "label: value" inside it, styled by its emphasis */
  labels?: 'axis' | 'inside';
  onBarClick?: (id: string, anchor: ClickAnchor) => void;
  /** the assessment whose colours the bars take (default UniReady) */
  area?: AssessmentArea;
};

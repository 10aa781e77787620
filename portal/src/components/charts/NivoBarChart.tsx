import {
  BarItem,
  ResponsiveBar,
  type BarCustomLayerProps,
  type BarDatum,
  type BarItemProps,
} from '@nivo/bar';
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { barColor, insideLabel } from './bar-style';
import type { AssessmentArea, BarChartProps, BarEmphasis } from './chart-types';
import { anchorOf, chartTheme } from './nivo-theme';

type BarRow = BarDatum & {
  id: string;
  label: string;
  value: number;
  emphasis: string;
  sem: number;
};

/** "label: value" inside each horizontal bar (after it when too short); the strong one bold. */
function InsideLabels({ bars }: BarCustomLayerProps<BarRow>) {
  return (
    <g>
      {bars.map((bar) => {
        const row = bar.data.data;
        const text = `${row.label}: ${Number(row.value).toFixed(1)}`;
        const label = insideLabel(bar, text, row.emphasis as BarEmphasis | '');
        return (
          <text
            key={bar.key}
            x={label.x}
            y={bar.y + bar.height / 2}
            dominantBaseline="central"
            data-emphasis={row.emphasis || 'strong'}
            style={{
              fill: label.fill,
              fontWeight: label.fontWeight,
              fontSize: 14,
              pointerEvents: 'none',
            }}
          >
            {text}
          </text>
        );
      })}
    </g>
  );
}

/**
 * Nivo puts a bar's aria-label on its <rect>, which has no role, so assistive technology
 * may ignore it (axe aria-prohibited-attr). The name goes on a wrapping group with role="img".
 */
function LabelledBar({ ariaLabel, ...props }: BarItemProps<BarRow>) {
  return (
    <g role="img" aria-label={ariaLabel?.(props.bar.data)}>
      <BarItem<BarRow> {...props} />
    </g>
  );
}

/**
 * Each bar's score ± its standard error of measurement, drawn as a translucent dashed
 * band across the bar's end, so a score is read as a range, not a point.
 */
const semBands = (horizontal: boolean) =>
  function SemBands({ bars, xScale, yScale }: BarCustomLayerProps<BarRow>) {
    const scale = (horizontal ? xScale : yScale) as unknown as (v: number) => number;
    return (
      <g data-testid="sem-bands">
        {bars.map((bar) => {
          const row = bar.data.data;
          if (!(row.sem > 0)) return null;
          const lo = scale(Math.max(0, row.value - row.sem));
          const hi = scale(row.value + row.sem);
          const rect = horizontal
            ? {
                x: Math.min(lo, hi),
                y: bar.y + bar.height * 0.2,
                width: Math.abs(hi - lo),
                height: bar.height * 0.6,
              }
            : {
                x: bar.x + bar.width * 0.2,
                y: Math.min(lo, hi),
                width: bar.width * 0.6,
                height: Math.abs(hi - lo),
              };
          return (
            <rect
              key={bar.key}
              data-sem={row.sem.toFixed(2)}
              {...rect}
              fill="rgba(0, 0, 0, 0.18)"
              stroke="#1f1f1f"
              strokeWidth={1}
              strokeDasharray="3 2"
            >
              <title>{`${row.label}: ${row.value.toFixed(1)} ± ${row.sem.toFixed(1)} (measurement error)`}</title>
            </rect>
          );
        })}
      </g>
    );
  };

/** Axis labels longer than this are cut (the full label stays the tooltip and the list form). */
const AXIS_LABEL_MAX = 28;
const cut = (label: string) =>
  label.length > AXIS_LABEL_MAX ? `${label.slice(0, AXIS_LABEL_MAX - 1)}…` : label;

/**
 * Room for the index axis labels ("ied Mathematics" was cut at the left). A vertical
 * chart rotates them by 30°, so the first one reaches left of its bar and every one down.
 */
function marginsFor(labels: readonly string[], horizontal: boolean, inside: boolean) {
  const longest = Math.max(0, ...labels.map((l) => cut(l).length));
  if (horizontal) {
    return { top: 10, right: 30, bottom: 40, left: inside ? 20 : Math.min(220, 16 + longest * 7) };
  }
  const first = cut(labels[0] ?? '').length;
  return {
    top: 20,
    right: 20,
    bottom: Math.max(60, Math.ceil(20 + longest * 7 * 0.5)),
    left: Math.max(50, Math.ceil(first * 7 * 0.87)),
  };
}

const colorOf = (area: AssessmentArea | undefined) => (row: BarRow) =>
  barColor(area, row.emphasis as BarEmphasis | '');

export function NivoBarChart({
  bars,
  layout,
  maxValue,
  tickValues,
  ariaLabel,
  labels = 'axis',
  onBarClick,
  area,
}: BarChartProps) {
  const reduced = usePrefersReducedMotion();
  // nivo draws the first horizontal bar at the bottom; keep the given order top to bottom.
  const data = useMemo<BarRow[]>(() => {
    const rows = bars.map((b) => ({ ...b, emphasis: b.emphasis ?? '', sem: b.sem ?? 0 }));
    return layout === 'horizontal' ? rows.reverse() : rows;
  }, [bars, layout]);
  const inside = labels === 'inside';
  const horizontal = layout === 'horizontal';
  const bandsLayer = useMemo(() => semBands(horizontal), [horizontal]);
  const valueAxis = { tickValues: [...tickValues], tickSize: 5, tickPadding: 5 };
  const labelOf = (id: string | number) => data.find((d) => d.id === id)?.label ?? String(id);
  const indexAxis = inside
    ? null
    : {
        tickSize: 5,
        tickPadding: 5,
        tickRotation: horizontal ? 0 : -30,
        format: (id: string | number) => cut(labelOf(id)),
      };
  const margin = marginsFor(
    bars.map((b) => b.label),
    horizontal,
    inside,
  );

  return (
    <ResponsiveBar<BarRow>
      data={data}
      keys={['value']}
      indexBy="id"
      layout={layout}
      barComponent={LabelledBar}
      valueScale={{ type: 'linear', min: 0, max: maxValue }}
      indexScale={{ type: 'band', round: true }}
      padding={0.3}
      colors={({ data: row }) => colorOf(area)(row)}
      margin={margin}
      axisLeft={horizontal ? indexAxis : valueAxis}
      axisBottom={horizontal ? valueAxis : indexAxis}
      gridYValues={horizontal ? undefined : [...tickValues]}
      gridXValues={horizontal ? [...tickValues] : undefined}
      enableGridX={horizontal}
      enableGridY={!horizontal}
      enableLabel={!inside}
      valueFormat=">-.1f"
      labelTextColor="#ffffff"
      layers={
        inside
          ? ['grid', 'axes', 'bars', bandsLayer, InsideLabels]
          : ['grid', 'axes', 'bars', bandsLayer]
      }
      tooltipLabel={(d) => labelOf(d.indexValue)}
      onClick={
        onBarClick
          ? (datum, event) => onBarClick(String(datum.indexValue), anchorOf(event))
          : undefined
      }
      theme={chartTheme}
      // No growing bars or morphing shapes for users who ask for less motion.
      animate={!reduced}
      // Clickable bars make it a group in ChartFigure's figure.
      role={onBarClick ? 'group' : 'img'}
      ariaLabel={ariaLabel}
      barAriaLabel={(d) => `${labelOf(d.indexValue)}: ${Number(d.value).toFixed(1)}`}
    />
  );
}

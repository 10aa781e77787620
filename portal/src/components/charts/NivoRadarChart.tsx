import { ResponsiveRadar, type GridLabelProps, type RadarSliceTooltipProps } from '@nivo/radar';
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import type { RadarChartProps } from './chart-types';
import { anchorOf, anchorOfElement, chartTheme, PALETTE, TEXT } from './nivo-theme';

type RadarRow = Record<string, string | number>;

export function NivoRadarChart({
  points,
  series,
  maxValue,
  gridLevels,
  ariaLabel,
  valueDecimals = 2,
  formatLabel = (label) => label,
  labelFontSize = () => 12,
  onLabelClick,
  colors = PALETTE,
}: RadarChartProps) {
  const reduced = usePrefersReducedMotion();
  const data = useMemo<RadarRow[]>(
    () => points.map((p) => ({ ...p.values, __label: p.label })),
    [points],
  );

  const GridLabel = useMemo(
    () =>
      function RadarAxisLabel({ id, anchor, x, y }: GridLabelProps) {
        const clickable = Boolean(onLabelClick);
        return (
          <g transform={`translate(${x}, ${y})`}>
            <text
              textAnchor={anchor}
              dominantBaseline="central"
              role={clickable ? 'button' : undefined}
              tabIndex={clickable ? 0 : undefined}
              aria-label={clickable ? id : undefined}
              style={{
                fontSize: labelFontSize(id),
                fill: clickable ? '#1e4e8c' : TEXT,
                cursor: clickable ? 'pointer' : 'default',
                fontWeight: 600,
              }}
              onClick={clickable ? (e) => onLabelClick?.(id, anchorOf(e)) : undefined}
              onKeyDown={
                clickable
                  ? (e) => {
                      if (e.key === 'Enter' || e.key === ' ')
                        onLabelClick?.(id, anchorOfElement(e));
                    }
                  : undefined
              }
            >
              <title>{id}</title>
              {formatLabel(id)}
            </text>
          </g>
        );
      },
    [formatLabel, labelFontSize, onLabelClick],
  );

  const SliceTooltip = useMemo(
    () =>
      function RadarTooltip({ index, data: values }: RadarSliceTooltipProps) {
        const shown = series.length > 1 ? values.filter((v) => v.value > 0) : values;
        return (
          <div style={{ background: '#fff', padding: '6px 10px', boxShadow: '0 1px 4px #0003' }}>
            {shown.map((v) => (
              <div key={v.id}>
                {series.length > 1 ? `${v.id} · ` : ''}
                {String(index)}: {v.value.toFixed(valueDecimals)}
              </div>
            ))}
          </div>
        );
      },
    [series.length, valueDecimals],
  );

  return (
    <ResponsiveRadar<RadarRow>
      data={data}
      keys={series}
      indexBy="__label"
      maxValue={maxValue}
      gridLevels={gridLevels}
      gridShape="linear"
      gridLabel={GridLabel}
      gridLabelOffset={14}
      sliceTooltip={SliceTooltip}
      margin={{ top: 56, right: 150, bottom: 56, left: 150 }}
      colors={[...colors]}
      fillOpacity={0.3}
      borderWidth={2}
      dotSize={6}
      theme={chartTheme}
      // No growing bars or morphing shapes for users who ask for less motion.
      animate={!reduced}
      // An image has no interactive children; clickable labels make the chart a group (the
      // figure around it is ChartFigure's).
      role={onLabelClick ? 'group' : 'img'}
      ariaLabel={ariaLabel}
    />
  );
}

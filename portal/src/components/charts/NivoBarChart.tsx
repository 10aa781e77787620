import { ResponsiveBar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { useMemo } from 'react';
import type { BarChartProps } from './chart-types';
import { anchorOf, chartTheme, PALETTE } from './nivo-theme';

type BarRow = BarDatum & { id: string; label: string; value: number; emphasis: string };

/** "label: value" inside each horizontal bar; the strong one bold and fully white. */
function InsideLabels({ bars }: BarCustomLayerProps<BarRow>) {
  return (
    <g>
      {bars.map((bar) => {
        const row = bar.data.data;
        const strong = row.emphasis !== 'dim';
        return (
          <text
            key={bar.key}
            x={bar.x + 12}
            y={bar.y + bar.height / 2}
            dominantBaseline="central"
            data-emphasis={row.emphasis || 'strong'}
            style={{
              fill: '#ffffff',
              fillOpacity: strong ? 1 : 0.6,
              fontWeight: strong ? 700 : 400,
              fontSize: 14,
              pointerEvents: 'none',
            }}
          >
            {`${row.label}: ${Number(row.value).toFixed(1)}`}
          </text>
        );
      })}
    </g>
  );
}

export function NivoBarChart({
  bars,
  layout,
  maxValue,
  tickValues,
  ariaLabel,
  labels = 'axis',
  onBarClick,
}: BarChartProps) {
  // nivo draws the first horizontal bar at the bottom; keep the given order top to bottom.
  const data = useMemo<BarRow[]>(() => {
    const rows = bars.map((b) => ({ ...b, emphasis: b.emphasis ?? '' }));
    return layout === 'horizontal' ? rows.reverse() : rows;
  }, [bars, layout]);
  const inside = labels === 'inside';
  const horizontal = layout === 'horizontal';
  const valueAxis = { tickValues: [...tickValues], tickSize: 5, tickPadding: 5 };
  const labelOf = (id: string | number) => data.find((d) => d.id === id)?.label ?? String(id);
  const indexAxis = inside
    ? null
    : { tickSize: 5, tickPadding: 5, tickRotation: horizontal ? 0 : -30, format: labelOf };

  return (
    <ResponsiveBar<BarRow>
      data={data}
      keys={['value']}
      indexBy="id"
      layout={layout}
      valueScale={{ type: 'linear', min: 0, max: maxValue }}
      indexScale={{ type: 'band', round: true }}
      padding={0.3}
      colors={({ data: row }) => (row.emphasis === 'dim' ? '#5b7fb5' : PALETTE[0])}
      margin={
        horizontal
          ? { top: 10, right: 30, bottom: 40, left: inside ? 20 : 180 }
          : { top: 20, right: 20, bottom: 110, left: 50 }
      }
      axisLeft={horizontal ? indexAxis : valueAxis}
      axisBottom={horizontal ? valueAxis : indexAxis}
      gridYValues={horizontal ? undefined : [...tickValues]}
      gridXValues={horizontal ? [...tickValues] : undefined}
      enableGridX={horizontal}
      enableGridY={!horizontal}
      enableLabel={!inside}
      valueFormat=">-.1f"
      labelTextColor="#ffffff"
      layers={inside ? ['grid', 'axes', 'bars', InsideLabels] : ['grid', 'axes', 'bars']}
      tooltipLabel={(d) => labelOf(d.indexValue)}
      onClick={
        onBarClick
          ? (datum, event) => onBarClick(String(datum.indexValue), anchorOf(event))
          : undefined
      }
      theme={chartTheme}
      role={onBarClick ? 'figure' : 'img'}
      ariaLabel={ariaLabel}
      barAriaLabel={(d) => `${labelOf(d.indexValue)}: ${Number(d.value).toFixed(1)}`}
    />
  );
}

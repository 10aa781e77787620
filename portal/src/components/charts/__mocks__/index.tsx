import type { BarChartProps, RadarChartProps } from '../chart-types';

/**
 * Test double of the chart components: nivo's ESM dependencies (d3) do not load under Jest, and
 * jsdom cannot lay out SVG. It renders the plain data it was given, so component tests can assert
 * what reaches a chart and click labels and bars; the shaping functions are tested directly.
 */
export function RadarChart({
  points,
  series,
  ariaLabel,
  formatLabel,
  onLabelClick,
  area,
}: RadarChartProps) {
  return (
    <figure
      aria-label={ariaLabel}
      data-testid="radar-chart"
      data-series={series.join('|')}
      data-area={area ?? ''}
    >
      {points.map((p) => {
        const text = formatLabel ? formatLabel(p.label) : p.label;
        const values = series.map((s) => p.values[s] ?? 0).join(',');
        return onLabelClick ? (
          <button
            key={p.label}
            type="button"
            data-values={values}
            onClick={() => onLabelClick(p.label, { top: 10, left: 10 })}
          >
            {text}
          </button>
        ) : (
          <span key={p.label} data-values={values}>
            {text}
          </span>
        );
      })}
    </figure>
  );
}

export function BarChart({
  bars,
  ariaLabel,
  maxValue,
  tickValues,
  onBarClick,
  area,
}: BarChartProps) {
  return (
    <figure
      aria-label={ariaLabel}
      data-area={area ?? ''}
      data-testid="bar-chart"
      data-max={maxValue}
      data-ticks={tickValues.join(',')}
    >
      {bars.map((b) => (
        <button
          key={b.id}
          type="button"
          data-emphasis={b.emphasis ?? ''}
          onClick={() => onBarClick?.(b.id, { top: 10, left: 10 })}
        >
          {`${b.label}: ${b.value}`}
        </button>
      ))}
    </figure>
  );
}

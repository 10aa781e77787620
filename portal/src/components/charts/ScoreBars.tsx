import type { MouseEvent } from 'react';
import { barColor } from './bar-style';
import type { BarChartProps, ClickAnchor, RadarChartProps } from './chart-types';
import './charts.css';

export type ScoreBarValue = { key: string; value: number; color: string };
export type ScoreBarRow = {
  id: string;
  /** shown in full and wrapped: nothing is cut on a narrow screen */
  label: string;
  values: ScoreBarValue[];
  strong?: boolean;
};

type ScoreBarsProps = {
  rows: readonly ScoreBarRow[];
  maxValue: number;
  decimals: number;
  ariaLabel: string;
  onRowClick?: (id: string, anchor: ClickAnchor) => void;
};

const anchorOf = (event: MouseEvent<HTMLElement>): ClickAnchor => {
  const rect = event.currentTarget.getBoundingClientRect();
  return { top: rect.bottom, left: rect.left };
};

/**
 * A chart as a list of labelled bars, for screens too narrow for a radar or an axis
 * of rotated labels. Each label is written in full above its bar (wrapped, never cut), the value
 * beside the bar; a clickable label stays a button. Plain elements (the dashboard's
 * first screen on a phone).
 */
export function ScoreBars({ rows, maxValue, decimals, ariaLabel, onRowClick }: ScoreBarsProps) {
  return (
    <div
      // A group inside ChartFigure's figure, which has the same name.
      role="group"
      aria-label={ariaLabel}
      className="chart-frame chart-narrow"
      data-chart="narrow"
    >
      <ul className="score-bars">
        {rows.map((row) => (
          <li key={row.id}>
            {onRowClick ? (
              <button
                type="button"
                className="score-bars-label"
                onClick={(e) => onRowClick(row.id, anchorOf(e))}
              >
                {row.label}
              </button>
            ) : (
              <span
                className={`lc-body2 score-bars-name${row.strong === false ? ' score-bars-name--weak' : ''}`}
              >
                {row.label}
              </span>
            )}
            {row.values.map((v) => (
              <div key={v.key} className="score-bars-value">
                <div className="score-bars-track" aria-hidden>
                  <div
                    className="score-bars-fill"
                    style={{
                      width: `${Math.max(0, Math.min(100, (v.value / maxValue) * 100))}%`,
                      background: v.color,
                    }}
                  />
                </div>
                <span className="lc-body2 score-bars-number">{v.value.toFixed(decimals)}</span>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The radar's points as rows: each facet with the series it has a value in. */
export function radarRows(
  props: Pick<RadarChartProps, 'points' | 'series' | 'formatLabel'>,
  colors: readonly string[],
): ScoreBarRow[] {
  const multi = props.series.length > 1;
  return props.points.map((p) => ({
    id: p.label,
    label: p.label,
    values: props.series
      .map((s, i) => ({ key: s, value: p.values[s] ?? 0, color: colors[i % colors.length] }))
      .filter((v) => !multi || v.value > 0),
  }));
}

/** The bars as rows, coloured by area and emphasis. */
export const barRows = (props: Pick<BarChartProps, 'bars' | 'area'>): ScoreBarRow[] =>
  props.bars.map((b) => ({
    id: b.id,
    label: b.label,
    strong: b.emphasis ? b.emphasis !== 'dim' : undefined,
    values: [{ key: 'value', value: b.value, color: barColor(props.area, b.emphasis) }],
  }));

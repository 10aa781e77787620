import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { barColor } from './bar-style';
import type { BarChartProps, ClickAnchor, RadarChartProps } from './chart-types';

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
 * Issue 10 #2: a chart as a list of labelled bars, for screens too narrow for a radar or an axis
 * of rotated labels. Each label is written in full above its bar (wrapped, never cut), the value
 * beside the bar; a clickable label stays a button.
 */
export function ScoreBars({ rows, maxValue, decimals, ariaLabel, onRowClick }: ScoreBarsProps) {
  return (
    <Box
      // A group inside ChartFigure's figure, which has the same name (issue 16).
      role="group"
      aria-label={ariaLabel}
      className="chart-frame chart-narrow"
      data-chart="narrow"
      sx={{ width: '100%', breakInside: 'avoid' }}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ mb: 1.25 }}>
            {onRowClick ? (
              <ButtonBase
                onClick={(e) => onRowClick(row.id, anchorOf(e))}
                sx={{
                  textAlign: 'left',
                  color: 'primary.main',
                  fontWeight: 600,
                  fontSize: 14,
                  textDecoration: 'underline dotted',
                  overflowWrap: 'anywhere',
                  minHeight: 24,
                }}
              >
                {row.label}
              </ButtonBase>
            ) : (
              <Typography
                component="span"
                variant="body2"
                sx={{ fontWeight: row.strong === false ? 400 : 600, overflowWrap: 'anywhere' }}
              >
                {row.label}
              </Typography>
            )}
            {row.values.map((v) => (
              <Box key={v.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
                <Box
                  sx={{ flex: 1, height: 12, bgcolor: '#e8ecf2', borderRadius: 1, minWidth: 0 }}
                  aria-hidden
                >
                  <Box
                    sx={{
                      width: `${Math.max(0, Math.min(100, (v.value / maxValue) * 100))}%`,
                      height: '100%',
                      bgcolor: v.color,
                      borderRadius: 1,
                    }}
                  />
                </Box>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ width: 36, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {v.value.toFixed(decimals)}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
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

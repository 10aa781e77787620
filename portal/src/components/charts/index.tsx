import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { LoadingScreen } from '../LoadingScreen';
import { CHART_COLORS, type BarChartProps, type RadarChartProps } from './chart-types';

export type * from './chart-types';

// Both come from one module, so nivo lands in a single lazily loaded chunk (DESIGN §9).
const NivoRadarChart = lazyNamed<'NivoRadarChart', RadarChartProps>(
  () => import('./nivo-charts'),
  'NivoRadarChart',
);
const NivoBarChart = lazyNamed<'NivoBarChart', BarChartProps>(
  () => import('./nivo-charts'),
  'NivoBarChart',
);

type ChartFrameProps = { height: number; maxWidth?: number; children: ReactNode };

/** STYLE §14: a chart sits in a parent with a fixed height. */
function ChartFrame({ height, maxWidth, children }: ChartFrameProps) {
  return (
    <Box
      className="chart-frame"
      sx={{ height, width: '100%', maxWidth, mx: 'auto', breakInside: 'avoid' }}
    >
      <Suspense fallback={<LoadingScreen text="Loading chart..." />}>{children}</Suspense>
    </Box>
  );
}

/** The series legend, as HTML above the chart: radar labels leave no free corner for it. */
function Legend({ series, colors }: { series: readonly string[]; colors: readonly string[] }) {
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1 }}
    >
      {series.map((s, i) => (
        <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colors[i % colors.length] }}
          />
          <Typography variant="body2">{s}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function RadarChart(props: RadarChartProps) {
  return (
    <>
      {props.showLegend && <Legend series={props.series} colors={props.colors ?? CHART_COLORS} />}
      <ChartFrame height={props.height}>
        <NivoRadarChart {...props} />
      </ChartFrame>
    </>
  );
}

export function BarChart(props: BarChartProps & { maxWidth?: number }) {
  return (
    <ChartFrame height={props.height} maxWidth={props.maxWidth}>
      <NivoBarChart {...props} />
    </ChartFrame>
  );
}

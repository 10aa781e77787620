import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { LoadingScreen } from '../LoadingScreen';
import { radarColors } from './bar-style';
import {
  CHART_COLORS,
  NARROW_BAR_PX,
  NARROW_RADAR_PX,
  type BarChartProps,
  type RadarChartProps,
} from './chart-types';
import { ChartFigure } from './ChartFigure';
import { barTable, radarTable } from './chart-table';
import { barRows, radarRows, ScoreBars } from './ScoreBars';
import './charts.css';

export type * from './chart-types';

// Both come from one module, so nivo lands in a single lazily loaded chunk
// (docs/decisions/0046-light-first-screens.md).
const NivoRadarChart = lazyNamed<'NivoRadarChart', RadarChartProps>(
  () => import('./nivo-charts'),
  'NivoRadarChart',
);
const NivoBarChart = lazyNamed<'NivoBarChart', BarChartProps>(
  () => import('./nivo-charts'),
  'NivoBarChart',
);

type ChartFrameProps = { height: number; maxWidth?: number; children: ReactNode };

/** A chart sits in a parent with a fixed height (nivo measures its parent). */
function ChartFrame({ height, maxWidth, children }: ChartFrameProps) {
  // The nivo charts read the same wish and stop animating; said here for the tests.
  const reduced = usePrefersReducedMotion();
  return (
    <div
      className="chart-frame"
      data-chart="drawn"
      data-motion={reduced ? 'reduced' : 'full'}
      style={{ height, maxWidth }}
    >
      <Suspense fallback={<LoadingScreen text="Loading chart..." />}>{children}</Suspense>
    </div>
  );
}

/** The series legend, as HTML above the chart: radar labels leave no free corner for it. */
function Legend({ series, colors }: { series: readonly string[]; colors: readonly string[] }) {
  return (
    <ul aria-label="Legend" className="chart-legend">
      {series.map((s, i) => (
        <li key={s}>
          <span
            aria-hidden
            className="chart-legend-dot"
            style={{ background: colors[i % colors.length] }}
          />
          <p className="lc-body2">{s}</p>
        </li>
      ))}
    </ul>
  );
}

type Fit = 'narrow' | 'wide';

/**
 * Whether a chart is drawn narrow (its box under `narrowBelow` px) or wide, following resizes;
 * null until known. A window narrower than that decides at the first render (a chart is never
 * wider than the window): a phone draws its bars at once, with no empty frame, no layout forced
 * inside React's commit and no second render before the first paint (/dashboard).
 */
function useChartFit(narrowBelow: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit | null>(() =>
    window.innerWidth < narrowBelow ? 'narrow' : null,
  );
  // Not the window's width again in the commit: on a phone (a viewport meta) reading
  // window.innerWidth lays out the page, and there the page is all the DOM React just inserted.
  const decided = useRef(fit !== null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fitOf = (width: number): Fit => (width < narrowBelow ? 'narrow' : 'wide');
    if (!decided.current) setFit(fitOf(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setFit(fitOf(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [narrowBelow]);
  return { ref, fit };
}

/**
 * A radar, or on a narrow screen, where 24 axis labels would sit on top of each
 * other around a tiny polygon, the same scores as a list of labelled bars.
 */
export function RadarChart(props: RadarChartProps) {
  const { ref, fit } = useChartFit(NARROW_RADAR_PX);
  const colors = radarColors(props, CHART_COLORS);
  return (
    <ChartFigure caption={props.ariaLabel} table={radarTable(props)}>
      {props.showLegend && <Legend series={props.series} colors={colors} />}
      <div ref={ref} className="chart-width">
        {fit === 'narrow' ? (
          <ScoreBars
            rows={radarRows(props, colors)}
            maxValue={props.maxValue}
            decimals={props.valueDecimals ?? 2}
            ariaLabel={props.ariaLabel}
            onRowClick={props.onLabelClick}
          />
        ) : (
          <ChartFrame height={props.height}>
            {fit === 'wide' && <NivoRadarChart {...props} colors={colors} />}
          </ChartFrame>
        )}
      </div>
    </ChartFigure>
  );
}

/** A bar chart, or on a narrow screen the bars as a list with their labels written in full. */
export function BarChart(props: BarChartProps & { maxWidth?: number }) {
  const { ref, fit } = useChartFit(NARROW_BAR_PX);
  return (
    <ChartFigure caption={props.ariaLabel} table={barTable(props)}>
      <div ref={ref} className="chart-width">
        {fit === 'narrow' ? (
          <ScoreBars
            rows={barRows(props)}
            maxValue={props.maxValue}
            decimals={1}
            ariaLabel={props.ariaLabel}
            onRowClick={props.onBarClick}
          />
        ) : (
          <ChartFrame height={props.height} maxWidth={props.maxWidth}>
            {fit === 'wide' && <NivoBarChart {...props} />}
          </ChartFrame>
        )}
      </div>
    </ChartFigure>
  );
}

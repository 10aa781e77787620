import { Box, useMediaQuery } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import type { FunnelStage, Group, Week } from './report-data';
import {
  distributionChartData,
  funnelChartData,
  BAR_LABEL_COLOR,
  REPORT_BAR_COLORS,
  weeklyChartData,
} from './report-data';

const MARGIN = { top: 10, right: 30, bottom: 50, left: 200 };

/** No growing bars for staff who ask their system for reduced motion. */
const useAnimate = () => !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

/** The funnel as horizontal bars (nivo, which needs a fixed-height parent). */
export const FunnelChart = ({ stages }: { stages: FunnelStage[] }) => {
  const animate = useAnimate();
  return (
    <Box sx={{ height: 420 }} data-testid="funnel-chart">
      <ResponsiveBar
        data={funnelChartData(stages)}
        keys={['students']}
        indexBy="stage"
        layout="horizontal"
        margin={MARGIN}
        padding={0.25}
        colors={[REPORT_BAR_COLORS[0]]}
        labelTextColor={BAR_LABEL_COLOR}
        // A bar too short for its count shows none (white on the card); the table has it.
        labelSkipWidth={24}
        axisBottom={{ legend: 'Students', legendPosition: 'middle', legendOffset: 36 }}
        animate={animate}
        role="img"
        ariaLabel="Funnel chart"
      />
    </Box>
  );
};

/** Registrations, verifications and completions per week, grouped. */
export const WeeklyChart = ({ weeks }: { weeks: Week[] }) => {
  const animate = useAnimate();
  return (
    <Box sx={{ height: 320 }} data-testid="weekly-chart">
      <ResponsiveBar
        data={weeklyChartData(weeks)}
        keys={['Registrations', 'Verifications', 'Completions']}
        indexBy="week"
        groupMode="grouped"
        margin={{ top: 10, right: 130, bottom: 60, left: 50 }}
        padding={0.2}
        colors={[...REPORT_BAR_COLORS]}
        labelTextColor={BAR_LABEL_COLOR}
        labelSkipHeight={14}
        // Bars of a week apart, so each stands against the white card, not its neighbour.
        innerPadding={2}
        axisBottom={{ tickRotation: -30 }}
        legends={[
          {
            dataFrom: 'keys',
            anchor: 'right',
            direction: 'column',
            translateX: 120,
            itemWidth: 110,
            itemHeight: 20,
          },
        ]}
        animate={animate}
        role="img"
        ariaLabel="Weekly activity chart"
      />
    </Box>
  );
};

/** A distribution's shown groups as bars; groups under 5 are never drawn. */
export const DistributionChart = ({ groups, label }: { groups: Group[]; label: string }) => {
  const animate = useAnimate();
  const data = distributionChartData(groups);
  if (!data.length) return null;
  return (
    <Box sx={{ height: 60 + data.length * 28 }}>
      <ResponsiveBar
        data={[...data].reverse()}
        keys={['students']}
        indexBy="name"
        layout="horizontal"
        margin={{ ...MARGIN, bottom: 30 }}
        padding={0.2}
        colors={[REPORT_BAR_COLORS[0]]}
        labelTextColor={BAR_LABEL_COLOR}
        // A bar too short for its count shows none (white on the card); the table has it.
        labelSkipWidth={24}
        animate={animate}
        role="img"
        ariaLabel={label}
      />
    </Box>
  );
};

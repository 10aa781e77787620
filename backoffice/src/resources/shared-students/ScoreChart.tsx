import { Box, useMediaQuery } from '@mui/material';
import { ResponsiveBar } from '@nivo/bar';
import { REPORT_BAR_COLORS, BAR_LABEL_COLOR } from '../../reports/report-data';
import type { ScoreGroup } from './shared-report';

/** A group's averages as horizontal bars on the reports' 1–5 scale (nivo needs a fixed height). */
export const ScoreChart = ({ group }: { group: ScoreGroup }) => {
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  // nivo draws the first row at the bottom: reversed, the highest reads first.
  const data = [...group.rows].reverse().map((r) => ({ facet: r.facet, average: r.average }));
  return (
    <Box sx={{ height: 40 + 28 * group.rows.length }} data-testid={`chart-${group.key}`}>
      <ResponsiveBar
        data={data}
        keys={['average']}
        indexBy="facet"
        layout="horizontal"
        valueScale={{ type: 'linear', min: 0, max: 5 }}
        margin={{ top: 5, right: 30, bottom: 30, left: 220 }}
        padding={0.25}
        colors={[REPORT_BAR_COLORS[0]]}
        labelTextColor={BAR_LABEL_COLOR}
        valueFormat=">-.2f"
        animate={animate}
        role="img"
        ariaLabel={`${group.title}: averages`}
      />
    </Box>
  );
};

export default ScoreChart;

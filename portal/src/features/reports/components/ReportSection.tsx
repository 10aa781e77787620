import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BarChart, RadarChart, type AssessmentArea } from '../../../components/charts';
import {
  chartSection,
  motivationBars,
  radarPoints,
  radarScale,
  SCORE_SERIES,
  tableRows,
  wholeTicks,
} from '../lib/chart-data';
import { ScoreTable } from './ScoreTable';

export const invalidChartText = (title: string) =>
  `Invalid chart data for ${title}. Please complete the assessment.`;

type ReportSectionProps = {
  id: string;
  title: string;
  /** the section as received (navigation state or cache) */
  value: unknown;
  chart: 'radar' | 'motivation';
  suggestedMax: number;
  formatLabel: (label: string) => string;
  emptyTableText: string;
  /** the assessment whose colour the chart takes */
  area: AssessmentArea;
  /** ± SEM per facet in the table, where the norms provide one */
  sems?: ReadonlyMap<string, number>;
  children?: ReactNode;
};

function SectionChart(props: ReportSectionProps) {
  const { title, value, chart, suggestedMax, formatLabel, area } = props;
  const section = chartSection(value);
  if (!section) {
    return <Typography color="error">{invalidChartText(title)}</Typography>;
  }
  const { maxValue, gridLevels } = radarScale(section.datasets[0].data, suggestedMax);
  if (chart === 'motivation') {
    return (
      <BarChart
        bars={motivationBars(section)}
        layout="horizontal"
        labels="inside"
        maxValue={maxValue}
        tickValues={wholeTicks(maxValue)}
        height={200}
        area={area}
        ariaLabel={`${title} chart`}
      />
    );
  }
  return (
    <RadarChart
      points={radarPoints(section)}
      series={[SCORE_SERIES]}
      maxValue={maxValue}
      gridLevels={gridLevels}
      height={440}
      valueDecimals={2}
      formatLabel={formatLabel}
      area={area}
      ariaLabel={`${title} chart`}
    />
  );
}

/** One report section: heading, chart (or the invalid text) and the table beside it. */
export function ReportSection(props: ReportSectionProps) {
  const { id, title, value, emptyTableText, children } = props;
  const headingId = `section-${id}`;
  return (
    <Paper
      component="section"
      className="report-section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <SectionChart {...props} />
        </Box>
        <ScoreTable
          rows={tableRows(value)}
          emptyText={emptyTableText}
          caption={`${title} scores`}
          sems={props.sems}
        />
      </Box>
      {children}
    </Paper>
  );
}

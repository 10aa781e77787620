import { CircularProgress, Grid, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BulkResendCard } from './BulkResendCard';
import { RecoveryCodesCard } from './RecoveryCodesCard';
import { reportKey, ReportSection } from './ReportSection';
import type { ReportName } from './report-api';
import { DistributionTable, FunnelTable, ResponseQualityTable, WeeklyTable } from './ReportTables';
import { responseQualityText } from './report-data';
import type { Aggregates, FunnelStage, ReportFilters, Week } from './report-data';

// nivo (and its d3 modules) load only when a chart is drawn: a chunk of its own.
const charts = () => import('./ReportCharts');
const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
const WeeklyChart = lazy(() => charts().then((m) => ({ default: m.WeeklyChart })));
const DistributionChart = lazy(() => charts().then((m) => ({ default: m.DistributionChart })));

const toIso = (date: string) => (date ? new Date(`${date}T00:00:00Z`).toISOString() : undefined);

/**
 * The coordinator's home: funnel, weekly activity and what the year group leans to,
 * for their school (the server decides which); admins may name a school or see all schools.
 */
export const CoordinatorReports = ({ isAdmin }: { isAdmin: boolean }) => {
  const [form, setForm] = useState({ school: '', from: '', to: '', year: '', cls: '' });
  const queryClient = useQueryClient();
  // Resent invitations move the funnel and the weeks: those two load again.
  const reloadActivity = () =>
    ['funnel', 'weekly'].forEach(
      (name) => void queryClient.invalidateQueries({ queryKey: reportKey(name as ReportName) }),
    );
  const filters: ReportFilters = {
    school_id: isAdmin && form.school ? Number(form.school) : undefined,
    from: toIso(form.from),
    to: toIso(form.to),
    year_group: form.year || undefined,
    class_name: form.cls || undefined,
  };
  const field = (key: keyof typeof form, label: string, type = 'text') => (
    <TextField
      size="small"
      label={label}
      type={type}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      // One row at 1280 pixels, so the funnel starts above the fold; full width on a phone.
      sx={{ width: { xs: '100%', sm: 170 }, m: 0 }}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
    />
  );

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
        {isAdmin && field('school', 'School id (empty: all schools)', 'number')}
        {field('from', 'Registered from', 'date')}
        {field('to', 'Until', 'date')}
        {field('year', 'Year group')}
        {field('cls', 'Class')}
      </Stack>
      <ReportSection<{ stages: FunnelStage[] }> name="funnel" title="Funnel" filters={filters}>
        {({ stages }) => (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Suspense fallback={<CircularProgress size={24} />}>
                <FunnelChart stages={stages} />
              </Suspense>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <FunnelTable stages={stages} />
            </Grid>
          </Grid>
        )}
      </ReportSection>
      <ReportSection<{ weeks: Week[] }> name="weekly" title="Per week" filters={filters}>
        {({ weeks }) => (
          <>
            <Suspense fallback={<CircularProgress size={24} />}>
              <WeeklyChart weeks={weeks} />
            </Suspense>
            <WeeklyTable weeks={weeks} />
          </>
        )}
      </ReportSection>
      <ReportSection<Aggregates>
        name="aggregates"
        title="What the year group leans to"
        filters={filters}
      >
        {(data) => (
          <Grid container spacing={2}>
            {(
              [
                ['subjects', 'Top subjects'],
                ['interests', 'Holland interest types'],
                ['study_styles', 'Study styles'],
              ] as const
            ).map(([key, title]) => (
              <Grid key={key} size={{ xs: 12, md: 4 }} data-testid={`aggregate-${key}`}>
                <DistributionTable title={title} groups={data[key]} />
                <Suspense fallback={null}>
                  <DistributionChart groups={data[key]} label={title} />
                </Suspense>
              </Grid>
            ))}
            {responseQualityText(data.response_quality) && (
              <Grid size={{ xs: 12 }} data-testid="aggregate-response-quality">
                <Typography variant="body2" color="text.secondary">
                  {responseQualityText(data.response_quality)}
                </Typography>
                <ResponseQualityTable rows={data.response_quality?.by_assessment ?? []} />
              </Grid>
            )}
          </Grid>
        )}
      </ReportSection>
      <BulkResendCard filters={filters} onDone={reloadActivity} />
      <RecoveryCodesCard filters={filters} />
    </>
  );
};

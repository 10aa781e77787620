import {
  SHAREABLE_REPORT_LABELS,
  shareableReportsText,
  type ShareableReport,
} from '@aspire/domain';
import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ScoreGroupCard } from './ScoreGroupCard';
import {
  categoryGroups,
  sectionGroups,
  versionsText,
  type ReportFigures,
  type ScoreGroup,
  type SharedReportPage,
} from './shared-report';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const NOT_TAKEN = 'Shared, but not completed yet.';

const Report = ({ report, children }: { report: ShareableReport; children: ReactNode }) => (
  <Box component="section" aria-label={SHAREABLE_REPORT_LABELS[report]} sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" gutterBottom>
      {SHAREABLE_REPORT_LABELS[report]}
    </Typography>
    {children}
  </Box>
);

const Groups = ({ groups, figures }: { groups: ScoreGroup[]; figures: ReportFigures | null }) =>
  figures && groups.length ? (
    <>
      {groups.map((group) => (
        <ScoreGroupCard key={group.key} group={group} />
      ))}
      <Typography variant="caption" color="text.secondary">
        Scored under {versionsText(figures) || 'the current version'}.
      </Typography>
    </>
  ) : (
    <Typography color="text.secondary">{NOT_TAKEN}</Typography>
  );

/** The body of one shared report, as the student's report reads it (read-only). */
const ReportBody = ({ report, page }: { report: ShareableReport; page: SharedReportPage }) => {
  switch (report) {
    case 'futureready':
      return <Groups groups={sectionGroups(page.futureready, report)} figures={page.futureready} />;
    case 'studystyle':
      return <Groups groups={sectionGroups(page.studystyle, report)} figures={page.studystyle} />;
    case 'uniready': {
      const subject = page.uniready?.subject ?? null;
      const part3 = page.uniready?.part3 ?? null;
      const groups = [...categoryGroups(subject), ...categoryGroups(part3, 'part3-')];
      return <Groups groups={groups} figures={subject} />;
    }
    case 'insights':
      return page.insights ? (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{page.insights.insights}</Typography>
            <Typography variant="caption" color="text.secondary">
              Written {day(page.insights.generationDate)}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Typography color="text.secondary">{NOT_TAKEN}</Typography>
      );
  }
};

// Its own cache entry: the list's rows (no reports in them) must not stand in for the page, and
// every opening asks the server again, which checks the consent and logs the view.
const REPORT_META = { page: 'shared-reports' };

/**
 * A student's shared reports (docs/product/advisers.md). Each opening is logged for the student
 * and audited by the server, so the page reads once per opening and not again on focus.
 */
export const SharedReportShow = () => {
  const { id } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<SharedReportPage>(
    'shared-students',
    { id: id!, meta: REPORT_META },
    { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 0 },
  );
  if (isPending) return <Loading />;
  if (error || !data) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="shared-report-refused">
        {(error as Error | null)?.message ?? 'Failed to load the shared reports.'}
      </Alert>
    );
  }
  const group = [data.year_group, data.class_name].filter(Boolean).join(', ');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`Shared reports: ${data.username}`} />
      <Card sx={{ mb: 2 }}>
        <CardHeader title={data.username} subheader={group || undefined} />
        <CardContent>
          <Typography>
            Shared {shareableReportsText(data.reports)} with your school&apos;s careers advisers
            since {day(data.shared_at)}.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The student sees that you opened this page, and can stop sharing at any time.
          </Typography>
        </CardContent>
      </Card>
      {data.reports.map((report) => (
        <Report key={report} report={report}>
          <ReportBody report={report} page={data} />
        </Report>
      ))}
    </Box>
  );
};

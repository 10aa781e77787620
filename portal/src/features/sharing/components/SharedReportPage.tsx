import { SHAREABLE_REPORT_TITLES, shortDate, type ShareableReport } from '@aspire/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { ThemedPage } from '../../../components/ThemedPage';
import { sharedPdfUrl, useSharedReports, type SharedReports } from '../api/shared-reports';
import { SharedSectionsReport, SharedSubjectReport } from './SharedScores';

function body(report: ShareableReport, data: SharedReports): ReactNode {
  switch (report) {
    case 'futureready':
      return <SharedSectionsReport type="Career" scores={data.futureReady} />;
    case 'studystyle':
      return <SharedSectionsReport type="Learning" scores={data.studyStyle} />;
    case 'uniready':
      return (
        <SharedSubjectReport
          partII={data.uniReady?.partII ?? null}
          partIII={data.uniReady?.partIII ?? null}
        />
      );
    case 'insights':
      return data.insights ? (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.insights.insights}</Typography>
      ) : (
        <Typography>No insights have been generated yet.</Typography>
      );
  }
}

/**
 * /shared/:token: what a parent sees, signed out (docs/decisions/0230-parent-links.md): the
 * reports the student chose, each with its PDF, and a name only if the student gave one. Kept
 * out of search engines; loads nothing from anyone but Aspire.
 */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const shared = useSharedReports(token);
  return (
    <ThemedPage>
      {/* React hoists these into <head>; the API answers carry X-Robots-Tag as well. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <Box component="main" sx={{ maxWidth: 1400, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
        {shared.isPending ? (
          <LoadingScreen />
        ) : shared.isError ? (
          <Alert severity="warning">
            {errorMessage(shared.error, 'This link does not work. Ask the student for a new one.')}
          </Alert>
        ) : (
          <>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {shared.data.displayName
                ? `${shared.data.displayName}'s reports`
                : 'Shared Aspire reports'}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Read-only, shared by the student until {shortDate(new Date(shared.data.expiresAt))}.
            </Typography>
            {shared.data.reports.map((report) => (
              <Paper
                key={report}
                component="section"
                aria-labelledby={`shared-${report}`}
                variant="outlined"
                sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
              >
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
                >
                  <Typography id={`shared-${report}`} variant="h5" component="h2" sx={{ flex: 1 }}>
                    {SHAREABLE_REPORT_TITLES[report]}
                  </Typography>
                  <Button variant="outlined" href={sharedPdfUrl(token, report)} download>
                    Download PDF
                  </Button>
                </Box>
                {body(report, shared.data)}
              </Paper>
            ))}
          </>
        )}
      </Box>
    </ThemedPage>
  );
}

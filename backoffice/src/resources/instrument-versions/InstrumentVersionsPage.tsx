import { ASSESSMENT_TYPE_LIST, type AssessmentType } from '@aspire/domain';
import {
  Alert,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { RekeyCard } from './RekeyCard';
import { RescorePreviewTable } from './RescorePreviewTable';
import { shortHash } from './versions-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'not taken yet');

/**
 * Each assessment's instrument versions (when, who, what changed, sessions taken on
 * each) and re-scoring under the current scoring rules, previewed first and audited.
 */
export const InstrumentVersionsPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [type, setType] = useState<AssessmentType>('Career');
  const [message, setMessage] = useState<string | null>(null);
  const historyKey = ['instrument-versions', type];
  const previewKey = ['instrument-versions', type, 'rescore-preview'];

  const historyQuery = useQuery({
    queryKey: historyKey,
    queryFn: () => dataProvider.getInstrumentHistory(type).then(({ data }) => data),
  });
  const history = historyQuery.data;
  // Asked for by the button, not on arrival (the server re-scores a sample for it); forgotten
  // once another assessment is chosen.
  const preview = useQuery({
    queryKey: previewKey,
    queryFn: () => dataProvider.getRescorePreview(type).then(({ data }) => data),
    enabled: false,
    gcTime: 0,
  });
  const rescore = useMutation({
    mutationFn: (scoringVersion: string) => dataProvider.rescore(type, scoringVersion),
    onSuccess: ({ data }) => {
      void queryClient.resetQueries({ queryKey: previewKey });
      setMessage(`${data.rescored} sessions re-scored (recorded in the audit log).`);
      return queryClient.invalidateQueries({ queryKey: historyKey, exact: true });
    },
  });
  const error = historyQuery.error ?? preview.error ?? rescore.error;

  const showPreview = () => {
    setMessage(null);
    void preview.refetch();
  };
  const apply = () => {
    const pending = preview.data;
    if (!pending || !window.confirm(`Re-score ${pending.pending} sessions?`)) return;
    rescore.mutate(pending.scoringVersion);
  };

  return (
    <Card>
      <Title title="Instrument versions" />
      <CardContent>
        <Stack spacing={2}>
          <TextField
            select
            label="Assessment"
            value={type}
            onChange={(e) => setType(e.target.value as AssessmentType)}
            sx={{ maxWidth: 240 }}
          >
            {ASSESSMENT_TYPE_LIST.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          {error && <Alert severity="error">{error.message}</Alert>}
          {message && <Alert severity="success">{message}</Alert>}
          {history && (
            <>
              <Typography variant="body2">
                Scoring rules: {history.scoringVersion}. Sessions from before versions were kept:{' '}
                {history.sessionsBeforeVersioning}.
              </Typography>
              <Table size="small" data-testid="instrument-versions">
                <TableHead>
                  <TableRow>
                    <TableCell>Version</TableCell>
                    <TableCell>First taken</TableCell>
                    <TableCell>Items</TableCell>
                    <TableCell>Sessions (completed)</TableCell>
                    <TableCell>What changed</TableCell>
                    <TableCell>Edits (who, when)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {history.versions.map((v) => (
                    <TableRow key={v.hash}>
                      <TableCell title={v.hash}>
                        {shortHash(v.hash)}
                        {v.isCurrent ? ' (current)' : ''}
                      </TableCell>
                      <TableCell>{when(v.createdAt)}</TableCell>
                      <TableCell>{v.itemCount}</TableCell>
                      <TableCell>
                        {v.sessions} ({v.completedSessions})
                      </TableCell>
                      <TableCell>{v.changes.join('; ') || '—'}</TableCell>
                      <TableCell>
                        {v.edits
                          .map(
                            (e) =>
                              `${e.action} ${e.resource} ${e.resourceId ?? ''} by ${e.by ?? '?'}, ${when(e.at)}`,
                          )
                          .join('; ') || '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={showPreview}>
              Preview re-scoring
            </Button>
            {preview.data && preview.data.pending > 0 && (
              <Button variant="contained" color="warning" onClick={apply}>
                Re-score {preview.data.pending} sessions
              </Button>
            )}
          </Stack>
          {preview.data && <RescorePreviewTable preview={preview.data} />}
          <RekeyCard key={type} type={type} />
        </Stack>
      </CardContent>
    </Card>
  );
};

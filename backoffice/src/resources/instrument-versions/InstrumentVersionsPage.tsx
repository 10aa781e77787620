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
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import {
  fetchHistory,
  fetchRescorePreview,
  type InstrumentHistory,
  rescore,
  type RescorePreview,
  shortHash,
} from './versions-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'not taken yet');
const score = (n: number | null) => (n === null ? '—' : n.toFixed(2));

/**
 * Each assessment's instrument versions (when, who, what changed, sessions taken on
 * each) and re-scoring under the current scoring rules, previewed first and audited.
 */
export const InstrumentVersionsPage = () => {
  const [type, setType] = useState<AssessmentType>('Career');
  const [history, setHistory] = useState<InstrumentHistory | null>(null);
  const [preview, setPreview] = useState<RescorePreview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setHistory(null);
    setPreview(null);
    fetchHistory(type)
      .then((h) => live && setHistory(h))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [type, message]);

  const showPreview = () => {
    setMessage(null);
    fetchRescorePreview(type)
      .then(setPreview)
      .catch((e: Error) => setError(e.message));
  };
  const apply = () => {
    if (!preview || !window.confirm(`Re-score ${preview.pending} sessions?`)) return;
    rescore(type, preview.scoringVersion)
      .then((r) => {
        setPreview(null);
        setMessage(`${r.rescored} sessions re-scored (recorded in the audit log).`);
      })
      .catch((e: Error) => setError(e.message));
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
          {error && <Alert severity="error">{error}</Alert>}
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
            {preview && preview.pending > 0 && (
              <Button variant="contained" color="warning" onClick={apply}>
                Re-score {preview.pending} sessions
              </Button>
            )}
          </Stack>
          {preview && (
            <div data-testid="rescore-preview">
              <Typography variant="body2">
                {preview.pending} completed sessions are not scored under {preview.scoringVersion}.
                {preview.sample.length > 0 && ` A sample of ${preview.sample.length}:`}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Session</TableCell>
                    <TableCell>From</TableCell>
                    <TableCell>Facet: before → after</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.sample.map((s) => (
                    <TableRow key={s.sessionId}>
                      <TableCell>{s.sessionId}</TableCell>
                      <TableCell>{s.fromVersion ?? 'unrecorded'}</TableCell>
                      <TableCell>
                        {s.facets
                          .map((f) => `${f.facet}: ${score(f.before)} → ${score(f.after)}`)
                          .join('; ')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

import type { AssessmentType } from '@aspire/domain';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * After an admin corrected an item's key in the question bank: which past answers the corrected
 * key changes (from the option each student chose), previewed, then applied once confirmed and
 * recorded in the audit log (docs/decisions/0071-chosen-options-kept.md).
 */
export const RekeyCard = ({ type }: { type: AssessmentType }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [message, setMessage] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['instrument-versions', type, 'rekey-preview'],
    queryFn: () => dataProvider.getRekeyPreview(type).then(({ data }) => data),
    enabled: false,
    gcTime: 0,
  });
  const apply = useMutation({
    mutationFn: (keyVersion: string) => dataProvider.rekey(type, keyVersion),
    onSuccess: ({ data }) => {
      setMessage(
        `${plural(data.rescoredAnswers, 'answer')} in ${plural(data.rescoredSessions, 'session')} re-scored; response-quality flags changed in ${plural(data.reflaggedSessions, 'session')} (recorded in the audit log).`,
      );
      return preview.refetch();
    },
  });
  const p = preview.data;
  const confirmAndApply = () => {
    if (
      !p ||
      !window.confirm(
        `Re-score ${plural(p.answers, 'answer')} in ${plural(p.sessions, 'session')}?`,
      )
    )
      return;
    setMessage(null);
    apply.mutate(p.keyVersion);
  };
  const error = preview.error ?? apply.error;
  return (
    <Stack spacing={1} data-testid="rekey">
      <Typography variant="subtitle1">After correcting a question's key</Typography>
      <Typography variant="body2">
        Past answers are scored with the key they were given. Each answer keeps the option the
        student chose, so a corrected key can re-score them.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {message && <Alert severity="success">{message}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void preview.refetch()}>
          Preview key corrections
        </Button>
        {p && p.answers > 0 && (
          <Button variant="contained" color="warning" onClick={confirmAndApply}>
            Re-score {plural(p.answers, 'answer')}
          </Button>
        )}
      </Stack>
      {p && (
        <div data-testid="rekey-preview">
          <Typography variant="body2">
            {p.questions.length
              ? `Questions with a corrected key: ${p.questions.join(', ')}. ${plural(p.answers, 'answer')} in ${plural(p.sessions, 'session')} would change.`
              : 'No question has a key that differs from the one its answers were scored with.'}
            {p.unknown > 0 &&
              ` ${plural(p.unknown, 'answer')} cannot be re-scored: which option was chosen is not known.`}
          </Typography>
          {p.sample.length > 0 && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Session</TableCell>
                  <TableCell>Facet average: now → re-scored</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {p.sample.map((s) => (
                  <TableRow key={s.sessionId}>
                    <TableCell>{s.sessionId}</TableCell>
                    <TableCell>
                      {s.facets
                        .map((f) => `${f.facet}: ${f.before.toFixed(2)} → ${f.after.toFixed(2)}`)
                        .join('; ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      )}
    </Stack>
  );
};

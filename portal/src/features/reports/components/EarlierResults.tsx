import type { AssessmentType } from '@aspire/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TableRegion } from '../../../components/TableRegion';
import { formatMonth } from '../../../lib/format-date';
import { useSession } from '../../../session/session-context';
import { deleteEarlierSession, getEarlierScores } from '../api/earlier-results';

export const earlierLabel = (completedAt: string) =>
  `Your earlier results (${formatMonth(completedAt)})`;
export const DELETE_EARLIER_CONFIRM =
  'Delete these earlier results from your account? Your current result stays.';

/**
 * The session before a retake, kept as history
 * (docs/decisions/0063-a-retake-keeps-the-earlier-session.md): opened beside the new report, and
 * deletable from the student's account.
 */
export function EarlierResults({
  type,
  sessionId,
  completedAt,
  categories,
}: {
  type: AssessmentType;
  sessionId: string;
  completedAt: string;
  categories?: readonly string[];
}) {
  const { userId } = useSession();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const scores = useQuery({
    queryKey: ['assessment', 'earlier-scores', userId, type, sessionId] as const,
    queryFn: () => getEarlierScores(userId ?? '', type, sessionId),
    enabled: open && !!userId,
  });
  const remove = useMutation({
    mutationFn: () => deleteEarlierSession(userId ?? '', sessionId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['assessment', 'norms'] }),
  });
  const label = earlierLabel(completedAt);
  if (remove.isSuccess) return <Alert severity="success">{remove.data.message}</Alert>;
  const facets = (scores.data?.facets ?? []).filter(
    (f) => !categories || categories.includes(f.category ?? ''),
  );
  const panelId = `earlier-${sessionId}`;
  return (
    <Box sx={{ mt: 2 }} data-testid="earlier-results">
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      {open && (
        <Box id={panelId} sx={{ mt: 1 }}>
          {scores.isError && <Alert severity="error">{scores.error.message}</Alert>}
          {facets.length > 0 && (
            <TableRegion label={label}>
              <Table size="small" aria-label={label}>
                <TableHead>
                  <TableRow>
                    <TableCell>Area</TableCell>
                    <TableCell align="right">Average Score</TableCell>
                    <TableCell align="right">Total Score</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {facets.map((f) => (
                    <TableRow key={f._id} data-testid="earlier-row">
                      <TableCell>{f._id}</TableCell>
                      <TableCell align="right">{f.averageScore.toFixed(1)}</TableCell>
                      <TableCell align="right">{f.totalScore}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Your current result is the report above; these earlier results are kept in your account
            until you delete them.
          </Typography>
          {remove.isError && <Alert severity="error">{remove.error.message}</Alert>}
          <Button
            color="error"
            sx={{ mt: 1 }}
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(DELETE_EARLIER_CONFIRM)) remove.mutate();
            }}
          >
            Delete these earlier results
          </Button>
        </Box>
      )}
    </Box>
  );
}

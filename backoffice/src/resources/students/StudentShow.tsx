import { ROSTER_STATE_LABELS } from '@aspire/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Loading,
  useDataProvider,
  useGetOne,
  useNotify,
  useUpdate,
  type DataProvider,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminDataProvider } from '../../providers/dataProvider';
import type { RecoverySheet } from '../../reports/report-api';
import { RecoverySlips } from '../../recovery-slips/RecoverySlips';
import type { StudentRow } from './student-row';

export type StudentPage = StudentRow & {
  futureready_completed_at: string | null;
  uniready_completed_at: string | null;
  part_iii_completed_at: string | null;
  studystyle_completed_at: string | null;
  locked_until: string | null;
  assignments: { id: number; text: string; due_at: string; status: string }[];
  recovery_code: { issued_at: string; expires_at: string } | null;
};

const STATUS_WORDS: Record<string, string> = {
  complete: 'Complete',
  in_progress: 'In progress',
  not_started: 'Not started',
};

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
    : '—';

const Dates = ({ s }: { s: StudentPage }) => (
  <Table size="small" aria-label="Progress">
    <TableBody>
      {(
        [
          ['Registered', s.registered_at],
          ['Verified', s.verified_at],
          ['Last active', s.last_active_at],
          ['FutureReady completed', s.futureready_completed_at],
          ['UniReady completed', s.uniready_completed_at],
          ['Part III completed', s.part_iii_completed_at],
          ['StudyStyle completed', s.studystyle_completed_at],
        ] as const
      ).map(([label, value]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row">
            {label}
          </TableCell>
          <TableCell>{day(value)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** Year group and class, changed here (on the account and its roster entry). */
const Groups = ({ s }: { s: StudentPage }) => {
  const [year, setYear] = useState(s.year_group ?? '');
  const [cls, setCls] = useState(s.class_name ?? '');
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const save = () =>
    update(
      'students',
      { id: s.id, data: { year_group: year, class_name: cls }, previousData: s },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Year group and class saved.', { type: 'info' }),
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        size="small"
        label="Year group"
        value={year}
        onChange={(e) => setYear(e.target.value)}
      />
      <TextField size="small" label="Class" value={cls} onChange={(e) => setCls(e.target.value)} />
      <Button variant="outlined" disabled={isPending} onClick={() => void save()}>
        Save groups
      </Button>
    </Stack>
  );
};

/** Resend verification, unlock, and a recovery code issued or revoked, with its slip. */
const Actions = ({ s, refetch }: { s: StudentPage; refetch: () => void }) => {
  const dataProvider = useDataProvider<DataProvider & AdminDataProvider>();
  const notify = useNotify();
  const [sheet, setSheet] = useState<RecoverySheet | null>(null);
  const run = async (work: () => Promise<string | undefined>) => {
    try {
      const message = await work();
      if (message) notify(message, { type: 'info' });
      refetch();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const userAction = (action: 'unlock' | 'resend-verification') =>
    run(async () => (await dataProvider.userAction(s.id, action)).data.message);
  const issue = () =>
    run(async () => {
      setSheet((await dataProvider.issueRecoveryCodes({ user_id: s.id })).data);
      return 'Recovery code issued: print the slip now, it is shown only once.';
    });
  const revoke = () =>
    run(async () => {
      await dataProvider.revokeRecoveryCode(s.id);
      setSheet(null);
      return 'The recovery code no longer works.';
    });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {s.state === 'not_verified' && (
          <Button variant="outlined" onClick={() => void userAction('resend-verification')}>
            Resend verification
          </Button>
        )}
        {s.locked_until && (
          <Button variant="outlined" onClick={() => void userAction('unlock')}>
            Unlock sign-in
          </Button>
        )}
        <Button variant="outlined" onClick={() => void issue()}>
          {s.recovery_code ? 'Issue a new recovery code' : 'Issue a recovery code'}
        </Button>
        {s.recovery_code && (
          <Button variant="outlined" color="error" onClick={() => void revoke()}>
            Revoke the recovery code
          </Button>
        )}
      </Stack>
      <Typography variant="body2">
        {s.recovery_code
          ? `A recovery code is live until ${day(s.recovery_code.expires_at)}.`
          : 'No recovery code is live.'}
        {s.locked_until
          ? ` Sign-in is locked until ${new Date(s.locked_until).toLocaleString('en-GB')}.`
          : ''}
      </Typography>
      {sheet && sheet.codes.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => window.print()}>
              Print slip
            </Button>
          }
        >
          Code {sheet.codes[0].code}: shown only now.
          <RecoverySlips slips={sheet.codes} expiresAt={sheet.expires_at} />
        </Alert>
      )}
    </Stack>
  );
};

/**
 * A student's page (docs/product/coordinators.md, "A student's page"): groups (editable),
 * progress dates, assignments and their states, sign-in lock and recovery code. Never answers
 * or scores: the server sends none.
 */
export const StudentShow = () => {
  const { id } = useParams();
  const { data, isPending, error, refetch } = useGetOne<StudentPage>('students', { id: id! });
  // The list's row fills the cache first (react-admin's placeholder): wait for the page itself.
  if (isPending || (data && !Array.isArray(data.assignments))) return <Loading />;
  if (error || !data)
    return (
      <Alert severity="error">
        {(error as Error | null)?.message ?? 'Failed to load student.'}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Card>
        <CardHeader
          title={data.username ?? data.email}
          subheader={`${data.email} · ${ROSTER_STATE_LABELS[data.state]}`}
        />
        <CardContent>
          <Groups s={data} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Account" />
        <CardContent>
          <Actions s={data} refetch={() => void refetch()} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Assignments" />
        <CardContent>
          {data.assignments.length ? (
            <Table size="small" aria-label="Assignments">
              <TableHead>
                <TableRow>
                  <TableCell>Assignment</TableCell>
                  <TableCell>Due</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.assignments.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{a.text}</TableCell>
                    <TableCell>{day(a.due_at)}</TableCell>
                    <TableCell>{STATUS_WORDS[a.status] ?? a.status}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography variant="body2">No assignment asks this student anything.</Typography>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Progress" />
        <CardContent>
          <Dates s={data} />
        </CardContent>
      </Card>
    </Box>
  );
};

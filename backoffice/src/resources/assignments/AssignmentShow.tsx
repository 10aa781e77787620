import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import {
  ASSESSMENT_TYPE_CHOICES,
  DELETE_ASSIGNMENT_CONFIRM,
  scopeLabel,
  statusLabel,
} from './assignment-form';

type Counts = { total: number; complete: number; in_progress: number; not_started: number };
type Student = { id: string; username: string; email: string; status: string };
type Record = {
  id: number;
  assessment_types: string[];
  year_group: string | null;
  class_name: string | null;
  counts: Counts;
  students: Student[];
};

const CountsLine = () => {
  const r = useRecordContext<Record>();
  // Right after create, the record is the create answer (no counts yet) until it is refetched.
  if (!r?.counts) return null;
  return (
    <Stack direction="row" spacing={1} data-testid="assignment-counts">
      <Chip color="success" label={`Complete: ${r.counts.complete}`} />
      <Chip color="warning" label={`In progress: ${r.counts.in_progress}`} />
      <Chip label={`Not started: ${r.counts.not_started}`} />
      <Chip variant="outlined" label={`Students: ${r.counts.total}`} />
    </Stack>
  );
};

const Actions = () => {
  const r = useRecordContext<Record>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!r) return null;
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await work(), { type: 'info' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        label="Remind those not finished"
        disabled={busy}
        onClick={() =>
          void act(async () => {
            const { data: res } = await dataProvider.remindUnfinished(r.id);
            return `Reminder sent to ${res.sent} of ${res.students} students.`;
          })
        }
      >
        <SendIcon />
      </Button>
      <Button
        label="Export CSV"
        disabled={busy}
        onClick={() =>
          void act(async () => `Saved ${(await dataProvider.exportAssignmentCsv(r.id)).data}.`)
        }
      >
        <DownloadIcon />
      </Button>
      <EditButton label="Edit or extend" />
      <DeleteWithConfirmButton
        label="Delete"
        confirmTitle="Delete assignment"
        confirmContent={DELETE_ASSIGNMENT_CONFIRM}
        mutationMode="pessimistic"
        redirect="list"
      />
    </Stack>
  );
};

const Students = () => {
  const r = useRecordContext<Record>();
  if (!r?.students) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Students
      </Typography>
      <Table size="small" aria-label="Students">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {r.students.map((s) => (
            <TableRow key={s.id} data-status={s.status}>
              <TableCell>{s.username}</TableCell>
              <TableCell>{s.email}</TableCell>
              <TableCell>{statusLabel(s.status)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** One assignment: who has finished, the counts, the CSV and "remind those not finished". */
export const AssignmentShow = ({ id }: { id?: number | string }) => (
  <Show title="Assignment" id={id}>
    <SimpleShowLayout>
      <FunctionField<Record>
        label="Assessments"
        render={(r) =>
          (r.assessment_types ?? [])
            .map((t) => ASSESSMENT_TYPE_CHOICES.find((c) => c.id === t)?.name ?? t)
            .join(', ')
        }
      />
      <FunctionField<Record> label="Year group / class" render={scopeLabel} />
      <DateField source="due_at" label="Due" showTime />
      <TextField source="message" emptyText="—" />
      <CountsLine />
      <Actions />
      <Students />
    </SimpleShowLayout>
  </Show>
);

import AddIcon from '@mui/icons-material/AddCircle';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Button as MuiButton,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

type School = { id: number; name: string };

/**
 * A rejected domain joins a school's whitelist (audited on the server). A coordinator's goes to
 * their own school in one click; an admin first chooses the school, since a domain with no school
 * admits students who belong to nobody (docs/product/coordinators.md, "Rejected sign-ups").
 */
export const AddDomainButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess: choosesSchool } = useCanAccess({
    resource: 'whitelist.school',
    action: 'edit',
  });
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const add = async (schoolId?: number) => {
    setBusy(true);
    try {
      notify((await dataProvider.addRejectedDomain(record.id, schoolId)).data.message, {
        type: 'info',
      });
      setOpen(false);
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!choosesSchool) {
    return (
      <Button label="Add to my school" disabled={busy} onClick={() => void add()}>
        <AddIcon />
      </Button>
    );
  }
  return (
    <>
      <Button label="Add to a school…" disabled={busy} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open && (
        <ChooseSchoolDialog
          domain={String(record.domain)}
          busy={busy}
          onCancel={() => setOpen(false)}
          onAdd={(schoolId) => void add(schoolId)}
        />
      )}
    </>
  );
};

const ChooseSchoolDialog = ({
  domain,
  busy,
  onCancel,
  onAdd,
}: {
  domain: string;
  busy: boolean;
  onCancel: () => void;
  onAdd: (schoolId: number) => void;
}) => {
  const { data: schools = [], isPending } = useGetList<School>('schools', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [schoolId, setSchoolId] = useState('');
  return (
    <Dialog open onClose={onCancel} aria-labelledby="add-domain-title">
      <DialogTitle id="add-domain-title">Add @{domain} to a school</DialogTitle>
      <DialogContent>
        <TextField
          select
          label="School"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          value={schoolId}
          onChange={(e) => setSchoolId(e.target.value)}
          disabled={isPending}
          helperText="Students who register with this domain belong to this school."
          sx={{ mt: 1, minWidth: 280 }}
        >
          <option value="">Choose a school</option>
          {schools.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCancel}>Cancel</MuiButton>
        <MuiButton
          variant="contained"
          disabled={!schoolId || busy}
          onClick={() => onAdd(Number(schoolId))}
        >
          Add
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import type { AdminDataProvider, StaffInvitation } from '../../providers/dataProvider';
import { roleLabel } from './user-form';

// The order a person picks them in: most invitations are for a school.
const STAFF_ROLES = ['coordinator', 'careers_adviser', 'admin'] as const;

/**
 * "Invite staff" (admins): an address, a role and, for a coordinator, the school; the invitee
 * gets a link to set their password (docs/product/access.md, "Staff accounts").
 */
export const InviteStaffButton = () => {
  // Admins only: coordinators have no grant for it (access/canAccess.ts).
  const { canAccess } = useCanAccess({ resource: 'staff-invitations', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <LabelledButton label="Invite staff" icon={<PersonAddIcon />} onClick={() => setOpen(true)} />
      {open && <InviteStaffDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const InviteStaffDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: schools = [] } = useGetList('schools', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffInvitation['role']>('coordinator');
  const [schoolId, setSchoolId] = useState<number | ''>('');
  const invite = useMutation({
    mutationFn: (invitation: StaffInvitation) => dataProvider.inviteStaff(invitation),
    onSuccess: ({ data }) => {
      notify(data.message, { type: 'info' });
      refresh();
      onClose();
    },
  });
  const submit = () =>
    invite.mutate({ email: email.trim(), role, school_id: schoolId === '' ? null : schoolId });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-staff-title">
      <DialogTitle id="invite-staff-title">Invite staff</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
        />
        <TextField
          select
          label="Role"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffInvitation['role'])}
        >
          {STAFF_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {roleLabel(r)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="School"
          value={schoolId}
          onChange={(e) => setSchoolId(e.target.value === '' ? '' : Number(e.target.value))}
          helperText={
            role === 'admin' ? 'Optional.' : 'Coordinators and careers advisers work at one school.'
          }
        >
          <MenuItem value="">No school</MenuItem>
          {schools.map((school) => (
            <MenuItem key={school.id} value={school.id}>
              {String(school.name)}
            </MenuItem>
          ))}
        </TextField>
        {invite.isError && (
          <Alert severity="error" role="alert">
            {(invite.error as Error).message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={invite.isPending || !email.trim()}>
          Send invitation
        </Button>
      </DialogActions>
    </Dialog>
  );
};

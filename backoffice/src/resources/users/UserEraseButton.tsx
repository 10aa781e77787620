import {
  accountErased,
  eraseAccountFailed,
  eraseAccountTitle,
  eraseAccountWarning,
  ERASURE_REASON_MAX,
  validateErasureReason,
} from '@aspire/domain';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import { DeleteRecordButton, useRecordDeletion } from '../../components/DeleteRecordButton';
import type { AdminDataProvider } from '../../providers/dataProvider';

/**
 * "Delete account": the erasure a student can do themself, asked for by staff (a school or a
 * parent). The reason is required; it is kept in the audit trail.
 */
export const UserEraseButton = () => {
  const { record, open, setOpen } = useRecordDeletion('users');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const email = String(record.email ?? '');
  const problem = validateErasureReason(reason);

  const close = () => {
    setOpen(false);
    setReason('');
    setTouched(false);
  };
  const erase = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      await dataProvider.eraseUser(record.id, reason.trim());
      close();
      notify(accountErased(email), { type: 'success' });
      redirect('list', 'users');
    } catch (error) {
      notify(eraseAccountFailed((error as Error)?.message), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DeleteRecordButton label="Delete account" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close} aria-labelledby="erase-user-title" fullWidth>
        <DialogTitle id="erase-user-title">{eraseAccountTitle(email)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{eraseAccountWarning}</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!problem}
            helperText={touched && problem ? problem : 'Kept in the audit trail.'}
            slotProps={{ htmlInput: { maxLength: ERASURE_REASON_MAX } }}
            required
            multiline
            minRows={2}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={busy}>
            Cancel
          </MuiButton>
          <MuiButton color="error" variant="contained" onClick={() => void erase()} disabled={busy}>
            Delete account
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

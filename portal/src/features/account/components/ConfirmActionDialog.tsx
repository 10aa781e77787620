import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { confirmText, type AccountAction } from '../lib/account-actions';

type ConfirmActionDialogProps = {
  action: AccountAction | null;
  /** the value awaiting confirmation; the dialog is open while it is not null */
  value: string | null;
  isAdmin: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Confirm Action (docs/product/dashboard.md, "Manage Account"): the last question before an account
 * action is performed.
 */
export function ConfirmActionDialog({
  action,
  value,
  isAdmin,
  busy,
  onCancel,
  onConfirm,
}: ConfirmActionDialogProps) {
  const open = action !== null && value !== null;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-action-title"
      maxWidth="xs"
    >
      <DialogTitle id="confirm-action-title">Confirm Action</DialogTitle>
      <DialogContent>
        <DialogContentText>{action && confirmText(action, value ?? '', isAdmin)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}

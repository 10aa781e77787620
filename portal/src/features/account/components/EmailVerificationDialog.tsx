import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { emailVerificationMessage } from '../lib/messages';

type EmailVerificationDialogProps = {
  /** the new address; the dialog is open while it is not null */
  email: string | null;
  onClose: () => void;
};

/**
 * States that a verification email was sent to the new address
 * (docs/product/dashboard.md, "Manage Account").
 */
export function EmailVerificationDialog({ email, onClose }: EmailVerificationDialogProps) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      aria-labelledby="email-verification-title"
      maxWidth="xs"
    >
      <DialogTitle id="email-verification-title">Email Verification</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="email-verification-text">
          {email && emailVerificationMessage(email)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

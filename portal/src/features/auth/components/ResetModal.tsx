import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';
import { theme } from '../../../config/theme';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useForgotPassword } from '../hooks/use-forgot-password';
import { AuthMessage } from './AuthMessage';

type ResetModalProps = {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
  /** called with the success message once the reset link was sent */
  onSent: (message: string) => void;
};

/**
 * The reset modal — an e-mail field, 'Send Reset Link' and Cancel
 * (docs/product/access.md, "Resetting a password").
 */
export function ResetModal({ open, initialEmail, onClose, onSent }: ResetModalProps) {
  // The sign-in screen around it has no MUI theme: the dialog brings its own.
  return (
    <ThemeProvider theme={theme}>
      <Dialog open={open} onClose={onClose} aria-labelledby="reset-title" fullWidth maxWidth="xs">
        {open && <ResetForm initialEmail={initialEmail} onClose={onClose} onSent={onSent} />}
      </Dialog>
    </ThemeProvider>
  );
}

function ResetForm({ initialEmail, onClose, onSent }: Omit<ResetModalProps, 'open'>) {
  const [email, setEmail] = useSanitisedState(initialEmail);
  const [message, setMessage] = useState('');
  const { limit, submit, pending } = useForgotPassword(email);
  const waiting = limit.waitSeconds > 0;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal: its submit must not reach a form that renders it.
    event.stopPropagation();
    setMessage('');
    const result = await submit(email);
    if (result.sent) onSent(result.message);
    else setMessage(result.message);
  };

  return (
    <form noValidate onSubmit={(e) => void send(e)}>
      <DialogTitle id="reset-title">Reset Password</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Enter your email address and we will send you a link to reset your password.
        </DialogContentText>
        <TextInput
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          autoFocus
        />
        <AuthMessage message={message} hints={[limit.hint]} testId="reset-message" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={pending || waiting}>
          {waiting ? `Wait ${limit.waitSeconds}s` : 'Send Reset Link'}
        </Button>
      </DialogActions>
    </form>
  );
}

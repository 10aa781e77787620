import {
  GENERIC_ERROR,
  PASSWORDS_DO_NOT_MATCH,
  RECOVERY_SUCCESS,
  stripTags,
  validateEmail,
  validatePassword,
  validateRecoveryCode,
} from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { PageLayout } from '../../../components/PageLayout';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useRecoverAccountMutation } from '../api/recover-account';
import { AuthMessage } from './AuthMessage';
import { PasswordField } from './PasswordField';
import { PasswordRequirements } from './PasswordRequirements';

/**
 * /recover: a student who cannot reach the school mailbox types the code from the
 * sheet their coordinator printed, sets a new password and may add a personal address.
 */
export function RecoverScreen() {
  const [username, setUsername] = useSanitisedState();
  const [code, setCode] = useSanitisedState();
  const [password, setPassword] = useSanitisedState();
  const [confirm, setConfirm] = useSanitisedState();
  const [personalEmail, setPersonalEmail] = useSanitisedState();
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);
  const { mutateAsync, isPending } = useRecoverAccountMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newPassword = stripTags(password);
    const email = personalEmail.trim();
    const invalid =
      (username.trim() ? null : 'Enter your username.') ??
      validateRecoveryCode(code) ??
      validatePassword(newPassword) ??
      (newPassword === stripTags(confirm) ? null : PASSWORDS_DO_NOT_MATCH) ??
      (email ? validateEmail(email) : null);
    if (invalid) return setMessage(invalid);
    setMessage('');
    try {
      const result = await mutateAsync({
        username: username.trim(),
        code,
        newPassword,
        ...(email ? { personalEmail: email } : {}),
      });
      setMessage(result?.message || RECOVERY_SUCCESS);
      setDone(true);
    } catch (error) {
      setMessage(errorMessage(error, GENERIC_ERROR));
    }
  };

  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Recover your account
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Use the recovery code your school gave you.
        </Typography>
        <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
          <TextField
            label="Username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            fullWidth
            margin="normal"
            disabled={done}
          />
          <TextField
            label="Recovery code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            placeholder="ABCD-EFGH-JKMN-PQRS"
            fullWidth
            margin="normal"
            disabled={done}
          />
          <PasswordField
            label="New Password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            disabled={done}
          />
          <PasswordRequirements password={password} />
          <PasswordField
            label="Confirm Password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            disabled={done}
          />
          <TextField
            label="Personal email (optional)"
            helperText="To keep your account after you leave school. We send it a link to confirm."
            value={personalEmail}
            onChange={(e) => setPersonalEmail(e.target.value)}
            autoComplete="email"
            type="email"
            fullWidth
            margin="normal"
            disabled={done}
          />
          <AuthMessage message={message} severity={done ? 'success' : undefined} />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={done || isPending}
            sx={{ mt: 1 }}
          >
            Recover Account
          </Button>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/login">
            Back to Log In
          </Link>
        </Typography>
      </Paper>
    </PageLayout>
  );
}

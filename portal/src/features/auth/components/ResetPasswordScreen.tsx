import {
  GENERIC_ERROR,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INCOMPLETE,
  RESET_PASSWORD_SUCCESS,
  normaliseEmail,
  stripTags,
  validatePassword,
} from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { PageLayout } from '../../../components/PageLayout';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthMessage } from './AuthMessage';
import { PasswordField } from './PasswordField';
import { PasswordRequirements } from './PasswordRequirements';

/**
 * /reset-password?token=…&email=… (docs/product/access.md, "Resetting a password"). Selectors:
 * inputs 'New Password' and 'Confirm Password', button 'Reset Password', message
 * data-testid="auth-message", link
 * 'Back to Log In'.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = normaliseEmail(params.get('email') ?? '');
  const [password, setPassword] = useSanitisedState();
  const [confirm, setConfirm] = useSanitisedState();
  const [message, setMessage] = useState(token && email ? '' : RESET_LINK_INCOMPLETE);
  const [done, setDone] = useState(false);
  const { mutateAsync, isPending } = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newPassword = stripTags(password);
    const invalid =
      validatePassword(newPassword) ??
      (newPassword === stripTags(confirm) ? null : PASSWORDS_DO_NOT_MATCH);
    if (invalid) return setMessage(invalid);
    setMessage('');
    try {
      const result = await mutateAsync({ email, token, newPassword });
      setMessage(result?.message || RESET_PASSWORD_SUCCESS);
      setDone(true);
    } catch (error) {
      setMessage(errorMessage(error, GENERIC_ERROR));
    }
  };

  const disabled = done || !token || !email;
  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Reset your password
        </Typography>
        {email && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            For {email}
          </Typography>
        )}
        <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
          <PasswordField
            label="New Password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            disabled={disabled}
          />
          <PasswordRequirements password={password} />
          <PasswordField
            label="Confirm Password"
            value={confirm}
            onChange={setConfirm}
            autoComplete="new-password"
            disabled={disabled}
          />
          <AuthMessage message={message} severity={done ? 'success' : undefined} />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={disabled || isPending}
            sx={{ mt: 1 }}
          >
            Reset Password
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

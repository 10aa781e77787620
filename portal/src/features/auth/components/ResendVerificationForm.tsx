import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthMessage } from './AuthMessage';

/** An e-mail field and 'Resend Verification', under the same limits as the login screen's. */
export function ResendVerificationForm() {
  const [email, setEmail] = useSanitisedState();
  const [message, setMessage] = useState('');
  const { limit, submit, pending } = useResendVerification(email);
  const waiting = limit.waitSeconds > 0;

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    setMessage(await submit(email));
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void resend(e)} sx={{ mt: 2 }}>
      <Typography variant="body2">Need a new link? Enter your email address.</Typography>
      <TextInput
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      <AuthMessage message={message} hints={[limit.hint]} testId="resend-message" />
      <Button type="submit" variant="contained" fullWidth disabled={pending || waiting}>
        {waiting ? `Wait ${limit.waitSeconds}s` : 'Resend Verification'}
      </Button>
    </Box>
  );
}

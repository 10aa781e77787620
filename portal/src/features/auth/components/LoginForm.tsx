import { EMAIL_NOT_VERIFIED } from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useLogin } from '../hooks/use-login';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthMessage } from './AuthMessage';
import { PasswordField } from './PasswordField';
import { ResetModal } from './ResetModal';

type LoginFormProps = { initialMessage?: string };

/** spec 000 §2 login mode: email, password, 'Forgot Password?', 'Log In'. */
export function LoginForm({ initialMessage = '' }: LoginFormProps) {
  const [email, setEmail] = useSanitisedState();
  const [password, setPassword] = useSanitisedState();
  const [message, setMessage] = useState(initialMessage);
  const [resetOpen, setResetOpen] = useState(false);
  const login = useLogin(email);
  const resend = useResendVerification(email);
  const waiting = login.limit.waitSeconds > 0;
  const resendWaiting = resend.limit.waitSeconds > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    const result = await login.submit(email, password);
    if (result !== null) setMessage(result);
  };

  const resendVerification = async () => setMessage(await resend.submit(email));

  const resendButton = message === EMAIL_NOT_VERIFIED && (
    <Button
      size="small"
      variant="outlined"
      disabled={resend.pending || resendWaiting}
      onClick={() => void resendVerification()}
    >
      {resendWaiting ? `Wait ${resend.limit.waitSeconds}s` : 'Resend Verification'}
    </Button>
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={(e: FormEvent) => void submit(e)}>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          fullWidth
          margin="normal"
        />
        <PasswordField value={password} onChange={setPassword} />
        <Box sx={{ textAlign: 'right' }}>
          <Button variant="text" size="small" onClick={() => setResetOpen(true)}>
            Forgot Password?
          </Button>
        </Box>
        <AuthMessage
          message={message}
          hints={[login.limit.hint, resend.limit.hint]}
          action={resendButton}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={login.pending || waiting}
        >
          {waiting ? `Wait ${login.limit.waitSeconds}s` : 'Log In'}
        </Button>
      </Box>
      {/* Outside the form: React carries a portal's submit up its tree to the login form. */}
      <ResetModal
        open={resetOpen}
        initialEmail={email}
        onClose={() => setResetOpen(false)}
        onSent={(sent) => {
          setResetOpen(false);
          setMessage(sent);
        }}
      />
    </>
  );
}

import { MIN_AGE } from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../components/TextInput';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import { useRegister } from '../hooks/use-register';
import { AuthMessage } from './AuthMessage';
import { PasswordField } from './PasswordField';
import { PasswordRequirements } from './PasswordRequirements';
import { PrivacyLink } from '../../privacy';
import { TermsModal } from './TermsModal';

/**
 * Register mode (docs/product/access.md, "The registration form"): username, age, email, password,
 * requirements, terms, 'Register'.
 */
export function RegisterForm() {
  const [username, setUsername] = useSanitisedState();
  const [age, setAge] = useSanitisedState();
  const [email, setEmail] = useSanitisedState();
  const [password, setPassword] = useSanitisedState();
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [message, setMessage] = useState('');
  const { limit, submit, pending } = useRegister(email);
  const waiting = limit.waitSeconds > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    const result = await submit({ username, age, email, password, acceptedTerms });
    if (result !== null) setMessage(result);
  };

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void onSubmit(e)}>
      <TextInput
        label="Username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
      />
      <TextInput
        label="Age"
        type="number"
        value={age}
        onChange={(e) => setAge(e.target.value)}
        htmlInput={{ min: MIN_AGE }}
      />
      <TextInput
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
      />
      <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
      <PasswordRequirements password={password} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        <Checkbox
          id="accept-terms"
          checked={acceptedTerms}
          onChange={(e) => setAcceptedTerms(e.target.checked)}
          slotProps={{ input: { 'aria-label': 'I accept the terms and conditions' } }}
        />
        <Typography component="label" htmlFor="accept-terms" variant="body2">
          I accept the
        </Typography>
        <Button variant="text" size="small" onClick={() => setTermsOpen(true)}>
          Terms and Conditions
        </Button>
      </Box>
      <Box sx={{ mb: 1 }}>
        <PrivacyLink />
      </Box>
      <AuthMessage message={message} hints={[limit.hint]} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending || waiting}
      >
        {waiting ? `Wait ${limit.waitSeconds}s` : 'Register'}
      </Button>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Box>
  );
}

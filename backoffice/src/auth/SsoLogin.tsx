// The back-office's school sign-in (docs/product/access.md "School sign-in", decisions 0161 and
// 0167): the buttons under the password form, and the landing (`#/login?sso=1`) that collects the
// session the provider's callback decided, or shows why there is none.
import {
  SSO_EMAIL_FIRST,
  SSO_PROVIDERS,
  normaliseEmail,
  ssoButtonLabel,
  type SsoProvider,
} from '@aspire/domain';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocation, useLogin, useNavigate } from 'react-admin';
import { LOGIN_FALLBACK_ERROR } from '../providers/authProvider';
import { collectStaffSso, startStaffSso } from './sso-api';

export const SSO_SIGNING_IN = 'Signing you in…';

const leave = (url: string) => window.location.assign(url);

/** Inside react-admin's login form: hands the typed address up to the buttons. */
export const EmailWatcher = ({ onChange }: { onChange: (email: string) => void }) => {
  const { control } = useFormContext();
  const email: unknown = useWatch({ control, name: 'email' });
  useEffect(() => onChange(typeof email === 'string' ? email : ''), [email, onChange]);
  return null;
};

type SsoLoginProps = { email: string; go?: (url: string) => void };

export const SsoLogin = ({ email, go = leave }: SsoLoginProps) => {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const landing = new URLSearchParams(location.search).get('sso') === '1';
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(landing);

  useEffect(() => {
    if (!landing) return;
    let active = true;
    collectStaffSso().then(
      (token) => {
        if (active) void login({ ssoToken: token }).catch(fail);
      },
      (error: unknown) => {
        if (active) fail(error);
      },
    );
    function fail(error: unknown) {
      setPending(false);
      setMessage(error instanceof Error && error.message ? error.message : LOGIN_FALLBACK_ERROR);
      // The outcome is spent: a reload shows the plain login page, not a second collection.
      void navigate('/login', { replace: true });
    }
    return () => {
      active = false;
    };
  }, [landing, login, navigate]);

  const start = async (provider: SsoProvider) => {
    const address = normaliseEmail(email);
    if (!address) return setMessage(SSO_EMAIL_FIRST);
    setMessage('');
    setPending(true);
    try {
      go(await startStaffSso(address, provider));
    } catch (error) {
      setPending(false);
      setMessage(error instanceof Error && error.message ? error.message : LOGIN_FALLBACK_ERROR);
    }
  };

  return (
    <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {landing && pending && <Typography role="status">{SSO_SIGNING_IN}</Typography>}
      {message && (
        <Alert severity="error" role="alert" data-testid="sso-message">
          {message}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Or use your school account:
      </Typography>
      {SSO_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          disabled={pending}
          onClick={() => void start(provider)}
        >
          {ssoButtonLabel(provider)}
        </Button>
      ))}
    </Box>
  );
};

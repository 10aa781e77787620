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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocation, useLogin } from 'react-admin';
import { LOGIN_FALLBACK_ERROR } from '../providers/authProvider';
import { finishStaffSso, startStaffSso } from './sso-api';

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

const explain = (error: unknown) =>
  error instanceof Error && error.message ? error.message : LOGIN_FALLBACK_ERROR;

export const SsoLogin = ({ email, go = leave }: SsoLoginProps) => {
  const location = useLocation();
  const login = useLogin();
  const landing = new URLSearchParams(location.search).get('sso') === '1';
  // The landing collects the session and signs in with it, in one query per visit: the server
  // hands the session out once (decisions 0161, 0167), so it is never retried or refetched, and
  // a second mount (React's StrictMode) shares the request in flight.
  const collected = useQuery({
    queryKey: ['sso-session'],
    queryFn: async () => {
      await login({ ssoToken: await finishStaffSso() });
      return true;
    },
    enabled: landing,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // null: nothing said since the landing, whose refusal (if any) shows until a button is used.
  const [message, setMessage] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const shown = message ?? (collected.isError ? explain(collected.error) : '');
  const pending = starting || (landing && !collected.isError);

  const start = async (provider: SsoProvider) => {
    const address = normaliseEmail(email);
    if (!address) return setMessage(SSO_EMAIL_FIRST);
    setMessage('');
    setStarting(true);
    try {
      go(await startStaffSso(address, provider));
    } catch (error) {
      setStarting(false);
      setMessage(explain(error));
    }
  };

  return (
    <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* The outcome is spent: a reload shows the plain login page, not a second collection. */}
      {landing && collected.isError && <Navigate to="/login" replace />}
      {landing && pending && <Typography role="status">{SSO_SIGNING_IN}</Typography>}
      {shown && (
        <Alert severity="error" role="alert" data-testid="sso-message">
          {shown}
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

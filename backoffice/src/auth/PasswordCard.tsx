// The frame and the answers every signed-out password page shares (PasswordPages.tsx).
import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { backofficeTitle } from '../lib/product-name';

export type Outcome = { ok: boolean; text: string } | null;

export const PasswordCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
  >
    <Card sx={{ width: '100%', maxWidth: 420 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {backofficeTitle()}
        </Typography>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

export const SignInLink = () => (
  <Typography variant="body2" sx={{ mt: 2 }}>
    <Link href="#/login">Back to sign-in</Link>
  </Typography>
);

export const Said = ({ outcome }: { outcome: Outcome }) =>
  outcome && (
    <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );

/** A form's one request at a time, and what the check or the server said. */
export const useOutcome = () => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const refuse = (text: string) => setOutcome({ ok: false, text });
  const send = async (request: () => Promise<string>, failed = '') => {
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await request() });
    } catch (error) {
      setOutcome({ ok: false, text: (error as Error).message || failed });
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, refuse, send };
};

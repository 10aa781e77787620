import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { AuthMessage } from './AuthMessage';

type PasswordFormCardProps = {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  /** The message under the fields, and whether the server agreed. */
  outcome: { message: string; done: boolean };
  /** The fields are disabled too (done, or the page cannot be used). */
  disabled: boolean;
  /** The request is on its way. */
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The narrow card of /reset-password and /recover: title, fields, message, button, way back. */
export function PasswordFormCard(props: PasswordFormCardProps) {
  const { title, intro, submitLabel, outcome, disabled, pending, onSubmit, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intro}
          </Typography>
        )}
        <Box component="form" noValidate onSubmit={submit}>
          {children}
          <AuthMessage message={outcome.message} severity={outcome.done ? 'success' : undefined} />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={disabled || pending}
            sx={{ mt: 1 }}
          >
            {submitLabel}
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

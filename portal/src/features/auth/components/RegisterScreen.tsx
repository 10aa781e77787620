import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { RegisterForm } from './RegisterForm';

/**
 * Register mode, in the MUI page layout (its own chunk:
 * docs/decisions/0046-light-first-screens.md).
 */
export function RegisterScreen() {
  return (
    <PageLayout maxWidth="xs">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Create your account
        </Typography>
        <RegisterForm key="register" />
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log In
          </Link>
        </Typography>
      </Paper>
    </PageLayout>
  );
}

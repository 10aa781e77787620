import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLayout } from './PageLayout';
import { useSession } from '../session/session-context';

type PlaceholderPageProps = {
  title?: string;
  /**
   * The social feed and consultant profile receive the role…
   * (docs/product/access.md, "Checked pages")
   */
  role?: string | null;
  /** …the other pages the admin flag */
  isAdmin?: boolean;
};

/**
 * A placeholder for the access-checked pages until their own issues build them. Selectors:
 * heading = title, button 'Log out'.
 */
export function PlaceholderPage({ title = 'Dashboard', role, isAdmin }: PlaceholderPageProps) {
  const session = useSession();
  const shownRole = role ?? session.role;
  return (
    <PageLayout maxWidth="md">
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {shownRole && (
          <Typography data-testid="session-role" sx={{ color: 'text.secondary' }}>
            Signed in as {shownRole}
            {isAdmin ? ' (administrator)' : ''}
          </Typography>
        )}
        <Button variant="outlined" onClick={session.logout} sx={{ mt: 3 }}>
          Log out
        </Button>
      </Paper>
    </PageLayout>
  );
}

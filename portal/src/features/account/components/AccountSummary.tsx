import Typography from '@mui/material/Typography';
import { useUser } from '../api/get-user';
import { LOAD_USERNAME_FAILED } from '../lib/messages';

type AccountSummaryProps = { userId: string };

/** Who is signed in: the username and e-mail from GET /api/users/user/:userId. */
export function AccountSummary({ userId }: AccountSummaryProps) {
  const user = useUser(userId);
  if (user.isError) {
    return (
      <Typography role="alert" sx={{ color: 'error.main', mb: 2 }}>
        {LOAD_USERNAME_FAILED}
      </Typography>
    );
  }
  if (!user.data) return null;
  return (
    <Typography data-testid="account-summary" sx={{ mb: 2, color: 'text.secondary' }}>
      Signed in as <strong>{user.data.username}</strong> ({user.data.email})
    </Typography>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { ThemedPage } from '../../../components/ThemedPage';
import { usePageView } from '../../../lib/use-page-view';
import { useSession } from '../../../session/session-context';
import { AdviserSharingSection } from '../../advisers';
import { ParentLinksSection } from './ParentLinksSection';

/**
 * /sharing: who can see the student's reports, and how often they did. Each kind of sharing is a
 * section of its own (parent links here; others sit beside it).
 */
export function SharingPage() {
  const { status, userId } = useSession();
  const navigate = useNavigate();
  usePageView('Sharing');
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated' || !userId) return <Navigate to="/login" replace />;
  return (
    <ThemedPage>
      <Box component="main" sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ flex: '1 1 12rem', fontWeight: 700 }}>
            Sharing
          </Typography>
          <Button variant="outlined" onClick={() => void navigate('/dashboard')}>
            Return to Dashboard
          </Button>
        </Box>
        <ParentLinksSection userId={userId} />
        <AdviserSharingSection userId={userId} />
      </Box>
    </ThemedPage>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';

/** The two community pages of spec 000 §2, linked from both dashboards' sidebars. */
export function CommunityLinks() {
  const navigate = useNavigate();
  const { role } = useSession();
  return (
    <>
      <Typography variant="overline" component="p" sx={{ px: 1 }} id="community-menu-label">
        Community
      </Typography>
      <Stack role="group" aria-labelledby="community-menu-label" spacing={0.5}>
        <Button
          onClick={() => void navigate('/social-feed')}
          sx={{ justifyContent: 'flex-start', px: 2 }}
        >
          Social Feed
        </Button>
        <Button
          onClick={() => void navigate('/consultant-profile')}
          sx={{ justifyContent: 'flex-start', px: 2 }}
        >
          {role === 'subject_consultant' ? 'Consultant Profile' : 'Subject Consultants'}
        </Button>
      </Stack>
    </>
  );
}

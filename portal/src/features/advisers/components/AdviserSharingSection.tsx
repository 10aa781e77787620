import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdviserSharing } from './AdviserSharing';

/** The careers advisers' section of the Sharing page, beside the parents' links. */
export function AdviserSharingSection({ userId }: { userId: string }) {
  return (
    <Paper
      component="section"
      aria-labelledby="adviser-sharing-title"
      variant="outlined"
      sx={{ p: 3, mb: 3 }}
    >
      <Typography id="adviser-sharing-title" variant="h5" component="h2" gutterBottom>
        My school&apos;s careers advisers
      </Typography>
      <AdviserSharing userId={userId} />
    </Paper>
  );
}

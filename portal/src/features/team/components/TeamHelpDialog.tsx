import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type TeamHelpDialogProps = { open: boolean; onClose: () => void };

export const TEAM_RULES =
  'Invite up to 2 friends who share the chosen subject in their top 3. Collaborate offline for a week, then each of you answers. Respond within two months.';

/** The Team tab's help modal: how a Team Challenge runs. */
export function TeamHelpDialog({ open, onClose }: TeamHelpDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="team-help-title">
      <DialogTitle id="team-help-title">How Team Challenges work</DialogTitle>
      <DialogContent>
        <Typography component="ol" sx={{ pl: 2, '& li': { mb: 1 } }}>
          <li>Choose one of your top UniReady subjects and invite up to 2 friends by email.</li>
          <li>Your friends accept from their Notifications menu. The subject is then locked.</li>
          <li>Generate the question: an open-ended scenario for your team to discuss.</li>
          <li>
            Work on it together offline for a week, then each member submits an answer (150 words at
            most).
          </li>
          <li>When everyone has answered, submit the challenge to receive AI feedback.</li>
          <li>
            A challenge expires 60 days after it starts. Team Challenges are available every 6
            months.
          </li>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

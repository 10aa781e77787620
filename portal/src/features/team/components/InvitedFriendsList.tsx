import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ACCEPTED_FRIEND_STATUS, PENDING_FRIEND_STATUS, type TeamInvitation } from '@aspire/domain';

/**
 * Every friend invited to the challenge, listed (not hidden in a menu): the address the inviter
 * typed and "invited, waiting" or "joined" (docs/product/dashboard.md, Team Challenge).
 */
export function InvitedFriendsList({ invitations }: { invitations: readonly TeamInvitation[] }) {
  if (!invitations.length) return null;
  return (
    <section aria-labelledby="team-invited">
      <Typography id="team-invited" variant="subtitle1" component="h3">
        Invited friends
      </Typography>
      <List dense aria-labelledby="team-invited">
        {invitations.map((i) => (
          <ListItem key={i.invitation_id} disableGutters>
            <ListItemText
              primary={i.invitee_email}
              secondary={i.status === 'accepted' ? ACCEPTED_FRIEND_STATUS : PENDING_FRIEND_STATUS}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

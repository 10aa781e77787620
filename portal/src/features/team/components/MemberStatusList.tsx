import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TeamTaskResponse } from '@aspire/domain';
import { memberStatuses } from '../lib/members';

/** The list of member submission status (docs/product/dashboard.md, "Team Challenge"). */
export function MemberStatusList({ data }: { data: TeamTaskResponse }) {
  return (
    <section aria-labelledby="team-members">
      <Typography id="team-members" variant="subtitle1" component="h3">
        Team members
      </Typography>
      <List dense aria-labelledby="team-members">
        {memberStatuses(data).map((m) => (
          <ListItem key={m.id} disableGutters>
            <ListItemText
              primary={`${m.label}${m.creator ? ' (creator)' : ''}`}
              secondary={m.submitted ? 'Answer submitted' : 'Not submitted yet'}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import type { NotificationsMenuProps } from '../types';

/** Placeholder until the Team Challenge slice replaces it: no invitations yet. */
export function NotificationsMenu({ onOpenTeam }: NotificationsMenuProps) {
  return (
    <Button onClick={onOpenTeam} sx={{ justifyContent: 'flex-start', px: 2, minHeight: 44 }}>
      <Badge badgeContent={0} color="error">
        Notifications
      </Badge>
    </Button>
  );
}

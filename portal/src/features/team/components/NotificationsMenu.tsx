import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACCEPT_CONFIRM,
  DECLINE_CONFIRM,
  invitationActionFailed,
  type TeamInvitation,
} from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useInvitations } from '../api/get-invitations';
import { invitationAction } from '../api/invitation-action';
import { markNotificationsRead, useNotifications } from '../api/notifications';
import { teamError } from '../lib/team-error';
import type { NotificationsMenuProps } from '../types';

export { ACCEPT_CONFIRM, DECLINE_CONFIRM };

/**
 * Notifications (docs/product/dashboard.md, "Team Challenge"): pending invitations
 * (accept or decline) and team events.
 */
export function NotificationsMenu({
  userId,
  isAdmin,
  onOpenTeam,
  onBadgeCount,
}: NotificationsMenuProps) {
  const queryClient = useQueryClient();
  const invitations = useInvitations(userId, isAdmin);
  const notes = useNotifications(userId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = invitations.data?.invitations ?? [];
  const unread = notes.data?.unread ?? 0;

  useEffect(() => onBadgeCount?.(pending.length), [pending.length, onBadgeCount]);

  const act = async (invitation: TeamInvitation, action: 'accept' | 'decline') => {
    if (!window.confirm(action === 'accept' ? ACCEPT_CONFIRM : DECLINE_CONFIRM)) return;
    setError(null);
    try {
      await invitationAction({ invitationId: invitation.invitation_id, action, userId });
      await queryClient.invalidateQueries({ queryKey: ['team'] });
      if (action === 'accept') {
        setAnchor(null);
        onOpenTeam();
      }
    } catch (e) {
      setError(teamError(e, invitationActionFailed(action)));
      await queryClient.invalidateQueries({ queryKey: ['team', 'invitations'] });
    }
  };

  const open = (target: HTMLElement) => {
    setAnchor(target);
    void queryClient.invalidateQueries({ queryKey: ['team', 'notifications'] });
    if (unread) {
      void markNotificationsRead(userId).then(() =>
        queryClient.invalidateQueries({ queryKey: ['team', 'notifications'] }),
      );
    }
  };

  return (
    <>
      <Button
        onClick={(e) => open(e.currentTarget)}
        aria-haspopup="dialog"
        sx={{ justifyContent: 'flex-start', px: 2, minHeight: 44 }}
      >
        <Badge badgeContent={pending.length + unread} color="error">
          Notifications
        </Badge>
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Notifications',
            sx: { p: 2, width: 360, maxWidth: '90vw' },
          },
        }}
      >
        <Typography variant="subtitle1" component="h2">
          Invitations
        </Typography>
        {error && (
          <Alert severity="error" sx={{ my: 1 }}>
            {error}
          </Alert>
        )}
        {invitations.isError && (
          <Alert severity="info" sx={{ my: 1 }}>
            {teamError(invitations.error, 'Failed to fetch invitations. Please try again.')}
          </Alert>
        )}
        {!pending.length && !invitations.isError && (
          <Typography variant="body2" color="text.secondary">
            No pending invitations.
          </Typography>
        )}
        <Stack spacing={1} sx={{ my: 1 }}>
          {pending.map((i) => (
            <Box
              key={i.invitation_id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}
            >
              <Typography variant="body2">
                {i.inviter_username} ({i.inviter_email}) invited you to a {i.subject} Team
                Challenge.
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={!!i.accept_blocked}
                  onClick={() => void act(i, 'accept')}
                >
                  Accept
                </Button>
                <Button size="small" onClick={() => void act(i, 'decline')}>
                  Decline
                </Button>
              </Stack>
              {i.accept_blocked && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {i.accept_blocked}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle1" component="h2">
          Team updates
        </Typography>
        {(notes.data?.notifications ?? []).slice(0, 10).map((n) => (
          <Typography key={n.id} variant="body2" sx={{ my: 0.5, fontWeight: n.read ? 400 : 600 }}>
            {n.message}
          </Typography>
        ))}
        {!notes.data?.notifications.length && (
          <Typography variant="body2" color="text.secondary">
            Nothing new.
          </Typography>
        )}
      </Popover>
    </>
  );
}

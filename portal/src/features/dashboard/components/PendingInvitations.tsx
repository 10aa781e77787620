import {
  ACCEPT_CONFIRM,
  DECLINE_CONFIRM,
  invitationActionFailed,
  invitationDaysLeft,
  invitationLine,
  type TeamInvitation,
} from '@aspire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-client';
import { LightAlert } from '../../../components/LightAlert';
import { LightButton } from '../../../components/LightButton';
import { answerInvitation } from '../api/answer-invitation';
import { usePendingInvitations } from '../api/get-pending-invitations';
import './dashboard.css';

type PendingInvitationsProps = { userId: string; onAccepted: (subject: string) => void };

/**
 * Team Challenge invitations waiting for the student, on the dashboard itself: who, which
 * subject, the days left, Accept and Decline (docs/product/dashboard.md, Team Challenge). Plain
 * elements, like the rest of the first screen. Nothing is drawn without invitations.
 */
export function PendingInvitations({ userId, onAccepted }: PendingInvitationsProps) {
  const queryClient = useQueryClient();
  const invitations = usePendingInvitations(userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = invitations.data ?? [];
  if (!list.length && !error) return null;

  const act = async (invitation: TeamInvitation, action: 'accept' | 'decline') => {
    if (!window.confirm(action === 'accept' ? ACCEPT_CONFIRM : DECLINE_CONFIRM)) return;
    setBusy(true);
    setError(null);
    try {
      await answerInvitation({ invitationId: invitation.invitation_id, action, userId });
      await queryClient.invalidateQueries({ queryKey: ['team'] });
      if (action === 'accept') onAccepted(invitation.subject);
    } catch (e) {
      setError(errorMessage(e, invitationActionFailed(action)));
      await queryClient.invalidateQueries({ queryKey: ['team', 'invitations'] });
    } finally {
      setBusy(false);
    }
  };

  const now = new Date();
  return (
    <section aria-labelledby="invitations-title" className="lc-paper dash-invitations">
      <h2 id="invitations-title" className="lc-h6">
        Team Challenge invitations
      </h2>
      {error && (
        <LightAlert severity="error" onClose={() => setError(null)}>
          <p className="lc-body2">{error}</p>
        </LightAlert>
      )}
      <ul className="dash-invitation-list">
        {list.map((i) => (
          <li key={i.invitation_id} className="dash-invitation" data-testid="dashboard-invitation">
            <p className="lc-body1">
              {invitationLine(
                i.inviter_username || i.inviter_email,
                i.subject,
                invitationDaysLeft(i.created_at, now),
              )}
            </p>
            <div className="dash-invitation-actions">
              <LightButton
                variant="contained"
                disabled={busy || !!i.accept_blocked}
                aria-describedby={i.accept_blocked ? `blocked-${i.invitation_id}` : undefined}
                onClick={() => void act(i, 'accept')}
              >
                Accept
              </LightButton>
              <LightButton
                variant="outlined"
                disabled={busy}
                onClick={() => void act(i, 'decline')}
              >
                Decline
              </LightButton>
            </div>
            {i.accept_blocked && (
              <p id={`blocked-${i.invitation_id}`} className="lc-body2 lc-secondary">
                {i.accept_blocked}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

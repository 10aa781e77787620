import type { InvitationActionPayload, InvitationActionResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/** POST /api/invitations/action (spec 002 §7): accept or decline. */
export const invitationAction = (payload: InvitationActionPayload) =>
  apiRequest<InvitationActionResponse>('/api/invitations/action', {
    method: 'POST',
    body: payload,
  });

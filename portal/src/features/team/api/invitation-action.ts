import type { InvitationActionPayload, InvitationActionResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/invitations/action (docs/product/dashboard.md, "Team Challenge"): accept or decline.
 */
export const invitationAction = (payload: InvitationActionPayload) =>
  apiRequest<InvitationActionResponse>('/api/invitations/action', {
    method: 'POST',
    body: payload,
  });

import type { InvitePayload, InviteResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/team/invite (docs/product/dashboard.md, "Team Challenge"): the first invitation creates
 * the task.
 */
export const sendInvite = (payload: InvitePayload) =>
  apiRequest<InviteResponse>('/api/team/invite', { method: 'POST', body: payload });

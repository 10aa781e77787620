import type { InvitationsResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/team/invitations/status?taskId (docs/product/dashboard.md, "Team Challenge"): "Update
 * Status", once per 3 hours.
 */
export const getInvitationStatuses = (taskId: string) =>
  apiRequest<InvitationsResponse>('/api/team/invitations/status', { query: { taskId } });

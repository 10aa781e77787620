import type { DashboardSummaryResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * GET /api/users/:userId/dashboard: the progress of the four assessments, the first
 * tab's scores, the Enrich+ check and the assignments in one answer (docs/API.md).
 */
export const getDashboardSummary = (userId: string) =>
  apiRequest<DashboardSummaryResponse>(`/api/users/${encodeURIComponent(userId)}/dashboard`);

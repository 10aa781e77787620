import { materialsPrompt, type MaterialSetResponse } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/materials/generate/:userId
 * (docs/product/dashboard.md, "Knowledge: learning materials"): an admin's first set, when none
 * exists.
 */
export const autoGenerateMaterials = (userId: string, subject: string) =>
  apiRequest<MaterialSetResponse>(`/api/materials/generate/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { subject, prompt: materialsPrompt(subject) },
  });

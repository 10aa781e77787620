import type { MaterialSetResponse, SaveMaterialsPayload } from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/materials/save (docs/product/dashboard.md, "Knowledge: learning materials"): confirms
 * the generated set (the server stored it).
 */
export const saveMaterials = (userId: string, set: MaterialSetResponse) =>
  apiRequest<{ message: string }>('/api/materials/save', {
    method: 'POST',
    body: {
      userId,
      subject: set.subject,
      materials: set.materials.map(({ title, url }) => ({ title, url })),
      generationDate: set.generationDate,
    } satisfies SaveMaterialsPayload,
  });

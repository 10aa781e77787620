import {
  materialsPrompt,
  type GenerateMaterialsPayload,
  type MaterialSetResponse,
} from '@aspire/domain';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/materials/generate (docs/product/dashboard.md, "Knowledge: learning materials"): 12
 * resources for the subject, stored by the server.
 */
export const generateMaterials = (userId: string, subject: string) =>
  apiRequest<MaterialSetResponse>('/api/materials/generate', {
    method: 'POST',
    body: {
      userId,
      payload: { subject, prompt: materialsPrompt(subject) },
    } satisfies GenerateMaterialsPayload,
  });

import type { EmailPayload, WhitelistCheckResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/**
 * POST /api/whitelist/check-email → { isWhitelisted }
 * (docs/product/coordinators.md, "The whitelist"; no authorisation).
 */
export const checkWhitelist = (payload: EmailPayload) =>
  apiRequest<WhitelistCheckResponse | null>('/api/whitelist/check-email', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useCheckWhitelistMutation = () => useMutation({ mutationFn: checkWhitelist });

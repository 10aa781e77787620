import type { LoginPayload, LoginResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** POST /api/users/login → { token, user_id } (docs/product/access.md, "Sessions"). */
export const login = (payload: LoginPayload) =>
  apiRequest<Partial<LoginResponse> | null>('/api/users/login', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useLoginMutation = () => useMutation({ mutationFn: login });

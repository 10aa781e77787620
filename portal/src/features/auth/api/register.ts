import type { MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type RegisterInput = { email: string; password: string; age: number; username: string };

/** POST /api/users/register → 201 { message } (docs/product/access.md, "The registration form"). */
export const register = (payload: RegisterInput) =>
  apiRequest<MessageResponse | null>('/api/users/register', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useRegisterMutation = () => useMutation({ mutationFn: register });

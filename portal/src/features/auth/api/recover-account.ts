import type { MessageResponse } from '@aspire/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type RecoverAccountPayload = {
  username: string;
  code: string;
  newPassword: string;
  personalEmail?: string;
};

/** POST /api/users/recover: a coordinator's recovery code; signed out. */
export const recoverAccount = (payload: RecoverAccountPayload) =>
  apiRequest<MessageResponse | null>('/api/users/recover', {
    method: 'POST',
    body: payload,
    auth: false,
  });

export const useRecoverAccountMutation = () => useMutation({ mutationFn: recoverAccount });

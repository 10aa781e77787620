import type { ConsultantProfileInput, ConsultantProfileResponse } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { myConsultantProfileQueryOptions } from './get-my-consultant-profile';

/** PUT /api/consultants/me: creates or replaces the consultant's profile. */
export const saveConsultantProfile = (profile: ConsultantProfileInput) =>
  apiRequest<ConsultantProfileResponse>('/api/consultants/me', { method: 'PUT', body: profile });

export function useSaveConsultantProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsultantProfile,
    onSuccess: () => queryClient.invalidateQueries(myConsultantProfileQueryOptions()),
  });
}

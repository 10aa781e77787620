import type { MyConsultantProfileResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/consultants/me: the consultant's own profile and the subjects to choose from. */
export const getMyConsultantProfile = () =>
  apiRequest<MyConsultantProfileResponse>('/api/consultants/me');

export const myConsultantProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['community', 'consultant-profile', 'me'] as const,
    queryFn: getMyConsultantProfile,
  });

export const useMyConsultantProfile = (enabled = true) =>
  useQuery({ ...myConsultantProfileQueryOptions(), enabled });

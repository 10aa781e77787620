import type { ConsultantsResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/consultants: for a student, the school's consultants sharing a top subject. */
export const getConsultants = () => apiRequest<ConsultantsResponse>('/api/consultants');

export const consultantsQueryOptions = () =>
  queryOptions({ queryKey: ['community', 'consultants'] as const, queryFn: getConsultants });

export const useConsultants = (enabled = true) =>
  useQuery({ ...consultantsQueryOptions(), enabled });

import type { AdviserShareState, ShareableReport } from '@aspire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import { adviserShareQueryKey } from './get-adviser-share';

/** PUT /api/adviser-share/:userId {reports} → the new state (the server's list replaces ours). */
export const shareWithAdvisers = (userId: string, reports: ShareableReport[]) =>
  apiRequest<AdviserShareState>(`/api/adviser-share/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { reports },
  });

export const useShareWithAdvisers = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reports: ShareableReport[]) => shareWithAdvisers(userId, reports),
    onSuccess: (state) => queryClient.setQueryData(adviserShareQueryKey(userId), state),
  });
};

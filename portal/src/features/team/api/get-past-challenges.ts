import type { PastChallengesResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/team/past-challenges/:userId: submitted challenges, newest first, at most 50. */
export const pastChallengesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'past', userId] as const,
    queryFn: () =>
      apiRequest<PastChallengesResponse>(`/api/team/past-challenges/${encodeURIComponent(userId)}`),
  });

export const usePastChallenges = (userId: string) =>
  useQuery({ ...pastChallengesQueryOptions(userId), enabled: userId !== '' });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

export type EarliestEmailAddition = { earliestDate: string | null };

/** GET /api/whitelist/earliest-email-addition/:userId → when the next invitation frees up. */
export const getEarliestEmailAddition = (userId: string) =>
  apiRequest<EarliestEmailAddition>(
    `/api/whitelist/earliest-email-addition/${encodeURIComponent(userId)}`,
  );

export const earliestEmailQueryKey = (userId: string) =>
  ['account', 'whitelist', 'earliest', userId] as const;

export const getEarliestEmailAdditionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: earliestEmailQueryKey(userId),
    queryFn: () => getEarliestEmailAddition(userId),
  });

export const useEarliestEmailAddition = (userId: string, enabled: boolean) =>
  useQuery({
    ...getEarliestEmailAdditionQueryOptions(userId),
    enabled: enabled && Boolean(userId),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';
import type { AccountDates } from '../lib/cooldowns';

/** GET /api/users/account-dates/:userId → the three last-change dates (ISO or null). */
export const getAccountDates = (userId: string) =>
  apiRequest<AccountDates>(`/api/users/account-dates/${encodeURIComponent(userId)}`);

export const accountDatesQueryKey = (userId: string) => ['account', 'dates', userId] as const;

export const getAccountDatesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountDatesQueryKey(userId), queryFn: () => getAccountDates(userId) });

export const useAccountDates = (userId: string) =>
  useQuery({ ...getAccountDatesQueryOptions(userId), enabled: Boolean(userId) });

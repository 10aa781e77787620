import type { NotificationsResponse, UnreadResponse } from '@aspire/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** GET /api/notifications?userId: the team's events and the unread count. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['team', 'notifications', userId] as const,
    queryFn: () => apiRequest<NotificationsResponse>('/api/notifications', { query: { userId } }),
  });

export const useNotifications = (userId: string) =>
  useQuery({ ...notificationsQueryOptions(userId), enabled: userId !== '' });

/** POST /api/notifications/read: every notification read. */
export const markNotificationsRead = (userId: string) =>
  apiRequest<UnreadResponse>('/api/notifications/read', { method: 'POST', body: { userId } });

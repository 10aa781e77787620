import { apiRequest } from './api-client';

export type AnalyticsEvent = { type: 'page_view' | 'event'; name: string };

/** POST /api/analytics/events (docs/API.md): shared by every feature that records page views. */
export const sendAnalyticsEvent = (event: AnalyticsEvent) =>
  apiRequest<unknown>('/api/analytics/events', { method: 'POST', body: event });

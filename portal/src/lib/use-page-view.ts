import { useEffect } from 'react';
import { sendAnalyticsEvent } from '../api/send-analytics-event';

/**
 * Records one page view per mount and per name (spec 001 §2 "Both report screens", spec 002 §2
 * "per tab"). Analytics never disturbs the page: a failed call is ignored.
 */
export function usePageView(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    sendAnalyticsEvent({ type: 'page_view', name }).catch(() => undefined);
  }, [name]);
}

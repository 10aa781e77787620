import { useEffect } from 'react';
import { sendAnalyticsEvent } from '../api/send-analytics-event';

/**
 * Issue 14 (LCP): the event leaves once the browser is idle, after the page's first screen has
 * been drawn, rather than beside the reads that screen waits for. It is sent even if the page
 * has gone by then: the view happened.
 */
function whenIdle(send: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(send, { timeout: 2000 });
  } else {
    setTimeout(send, 0);
  }
}

/**
 * Records one page view per mount and per name (spec 001 §2 "Both report screens", spec 002 §2
 * "per tab"). Analytics never disturbs the page: a failed call is ignored.
 */
export function usePageView(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    whenIdle(() => void sendAnalyticsEvent({ type: 'page_view', name }).catch(() => undefined));
  }, [name]);
}

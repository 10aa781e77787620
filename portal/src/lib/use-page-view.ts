import { useEffect } from 'react';
import { sendAnalyticsEvent } from '../api/send-analytics-event';

/**
 * LCP: the event leaves after the page's first screen has been painted and the
 * browser is idle, never beside the reads and scripts that screen waits for (an animation frame
 * runs just before a paint, a task queued from it just after). It is sent even if the page has
 * gone by then: the view happened.
 */
function afterPaintWhenIdle(send: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(send, { timeout: 2000 })
      : send();
  requestAnimationFrame(() => setTimeout(idle, 0));
}

/**
 * Records one page view per mount and per name (each report screen, and each
 * dashboard tab). Analytics never disturbs the page: a failed call is ignored.
 */
export function usePageView(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    afterPaintWhenIdle(
      () => void sendAnalyticsEvent({ type: 'page_view', name }).catch(() => undefined),
    );
  }, [name]);
}

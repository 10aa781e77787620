import { useEffect } from 'react';
import { sendAnalyticsEvent } from '../api/send-analytics-event';

/**
 * Issue 14 (LCP): the event leaves once the browser is idle, after the page's first screen has
 * been drawn and painted, rather than beside the reads that screen waits for. It is sent even if the page
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
 * After the frame that shows what was just rendered has been painted (a task queued from the
 * frame's callback runs after its paint), then when idle: an idle period can come before that
 * paint, which would put the event among what the page's largest paint waited for (issue 14).
 */
function afterPaint(send: () => void): void {
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(() => setTimeout(() => whenIdle(send), 0));
  } else {
    whenIdle(send);
  }
}

/**
 * Records one page view per mount and per name (spec 001 §2 "Both report screens", spec 002 §2
 * "per tab"). Analytics never disturbs the page: a failed call is ignored.
 */
export function usePageView(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    afterPaint(() => void sendAnalyticsEvent({ type: 'page_view', name }).catch(() => undefined));
  }, [name]);
}

import { useSyncExternalStore } from 'react';

// Issue 16 (WCAG 2.3.3): the user's operating-system wish for less motion, followed live. Plain
// React, so any screen (the sign-in one too) can use it without MUI.
const QUERY = '(prefers-reduced-motion: reduce)';

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const snapshot = (): boolean => media()?.matches ?? false;

/** True when the user asks for reduced motion: charts stop animating, transitions are off. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, snapshot, () => false);

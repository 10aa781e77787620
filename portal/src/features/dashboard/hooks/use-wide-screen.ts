import { useSyncExternalStore } from 'react';

// The theme's md breakpoint (900 px), followed live with matchMedia rather than MUI's
// useMediaQuery: the dashboard's first screen loads no MUI (issue 14).
const QUERY = '(min-width: 900px)';

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

/** True on a screen at least 900 px wide, where the sidebar is a column beside the results. */
export const useWideScreen = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);

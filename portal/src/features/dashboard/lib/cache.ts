/** spec 002 §9: the dashboard keeps progress 24 h; a just-submitted visit invalidates it. */
export const PROGRESS_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard keeps progress 24 h; a just-submitted visit invalidates it
 * (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
export const PROGRESS_STALE_MS = 24 * 60 * 60 * 1000;

import { useMediaQuery } from './use-media-query';

/**
 * Issue 16 (WCAG 2.3.3): true when the user's operating system asks for less motion, followed
 * live: charts stop animating, transitions are off.
 */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');

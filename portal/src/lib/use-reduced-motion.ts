import { useMediaQuery } from './use-media-query';

/**
 * WCAG 2.3.3: true when the user's operating system asks for less motion, followed
 * live: charts stop animating, transitions are off.
 */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');

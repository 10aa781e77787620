import { useCallback, useEffect, useRef } from 'react';

/**
 * docs/product/assessments.md: print delay 100 ms (lets the buttons' state settle before the
 * dialog).
 */
export const PRINT_DELAY_MS = 100;

/** Print as PDF: window.print after the delay; a pending print is dropped when the page goes. */
export function usePrint(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
  }, []);
}

import type { CSSProperties } from 'react';

// Plain React (no MUI), so the sign-in screen can use it within its bundle budget.

/** Kept in the page but not drawn: the usual clip pattern. */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

type LiveRegionProps = { text: string; testId?: string };

/**
 * A polite status region that is always in the page, so a screen reader hears each change of its
 * text (a region inserted together with its text is often missed). Announces only on change: the
 * caller decides the rate.
 */
export function LiveRegion({ text, testId }: LiveRegionProps) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={HIDDEN} data-testid={testId}>
      {text}
    </div>
  );
}

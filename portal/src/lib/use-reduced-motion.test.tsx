import { act, render, screen } from '@testing-library/react';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** A matchMedia whose one answer the test flips, telling its listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list as unknown as MediaQueryList;
  });
  return (matches: boolean) => {
    list.matches = matches;
    listeners.forEach((fn) => fn());
  };
}

function Probe() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('usePrefersReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('should follow the system setting as it changes', () => {
    const set = fakeMatchMedia(false);
    render(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    act(() => set(true));
    expect(screen.getByText('still')).toBeInTheDocument();
  });

  it('should answer false where the browser has no matchMedia', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
  });
});

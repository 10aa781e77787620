import { render, screen } from '@testing-library/react';
import { LOGIN_COUNTDOWN } from './countdown';
import { LiveRegion } from './LiveRegion';
import { useCountdownAnnouncement } from './use-countdown-announcement';

function Countdown({ seconds }: { seconds: number }) {
  return <LiveRegion text={useCountdownAnnouncement(seconds, LOGIN_COUNTDOWN)} />;
}

describe('the sign-in countdown live region', () => {
  it('should be a polite status region, in the page before anything is said', () => {
    render(<Countdown seconds={0} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
  });

  it('should speak a 75 s wait six times, not 75', () => {
    const texts: string[] = [];
    const { rerender } = render(<Countdown seconds={75} />);
    const region = screen.getByRole('status');
    texts.push(region.textContent ?? '');
    // Every change of the region's DOM, which is what a screen reader reacts to.
    const observer = new MutationObserver(() => undefined);
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    for (let s = 74; s >= 0; s--) {
      rerender(<Countdown seconds={s} />);
      if (region.textContent !== texts[texts.length - 1]) texts.push(region.textContent ?? '');
    }
    expect(texts).toEqual([
      'You can try to log in again in 2 minutes.',
      'You can try to log in again in 60 seconds.',
      'You can try to log in again in 45 seconds.',
      'You can try to log in again in 30 seconds.',
      'You can try to log in again in 15 seconds.',
      'You can try to log in again now.',
    ]);
    // The DOM changes only then (one text node update each): 69 renders leave it untouched.
    const changes = observer.takeRecords().filter((r) => r.type === 'characterData');
    observer.disconnect();
    expect(changes).toHaveLength(5);
  });

  it('should say a short backoff as its seconds, then that it is over', () => {
    const texts: string[] = [];
    const { rerender } = render(<Countdown seconds={0} />);
    const region = screen.getByRole('status');
    for (const s of [2, 1, 0]) {
      rerender(<Countdown seconds={s} />);
      texts.push(region.textContent ?? '');
    }
    expect(texts).toEqual([
      'You can try to log in again in 2 seconds.',
      'You can try to log in again in 2 seconds.',
      'You can try to log in again now.',
    ]);
  });
});

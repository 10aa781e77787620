import {
  EMAIL_CHANGE_REQUESTS,
  formatWait,
  registerEmailLockedMessage,
  takeFromWindow,
  WindowState,
} from './request-limits';

const rule = { max: 3, windowMs: 1000 };

describe('takeFromWindow', () => {
  it('should open a window with the first use', () => {
    expect(takeFromWindow(rule, null, 5000)).toEqual({ next: { count: 1, startedAt: 5000 } });
  });

  it('should count uses inside the window up to the maximum, then say how long to wait', () => {
    expect(takeFromWindow(rule, { count: 2, startedAt: 5000 }, 5400)).toEqual({
      next: { count: 3, startedAt: 5000 },
    });
    expect(takeFromWindow(rule, { count: 3, startedAt: 5000 }, 5400)).toEqual({ waitMs: 600 });
  });

  it('should start a new window once the old one has passed', () => {
    expect(takeFromWindow(rule, { count: 3, startedAt: 5000 }, 6000)).toEqual({
      next: { count: 1, startedAt: 6000 },
    });
  });

  it('should allow three e-mail change requests a day, the fourth after the day has passed', () => {
    const day = 86_400_000;
    let state: WindowState | null = null;
    for (let i = 0; i < 3; i++) {
      const taken = takeFromWindow(EMAIL_CHANGE_REQUESTS, state, 1000 + i);
      if (!('next' in taken)) throw new Error(`request ${i + 1} was refused`);
      state = taken.next;
    }
    expect(takeFromWindow(EMAIL_CHANGE_REQUESTS, state, 1000 + day - 1)).toEqual({ waitMs: 1 });
    expect(takeFromWindow(EMAIL_CHANGE_REQUESTS, state, 1000 + day)).toEqual({
      next: { count: 1, startedAt: 1000 + day },
    });
  });
});

describe('formatWait', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [119, '119 seconds'],
    [120, '2 minutes'],
    [3599, '60 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('should write %p seconds as "%s"', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });

  it('should word the per-address registration lock for the address', () => {
    expect(registerEmailLockedMessage(1)).toBe(
      'Too many registration attempts for this email. Please wait 1 second.',
    );
  });
});

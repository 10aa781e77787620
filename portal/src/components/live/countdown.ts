/**
 * How a running wait (a lockout or a backoff) is announced to screen readers. The
 * button says "Wait Ns" every second; a live region saying so would talk without pause, so the
 * announcement changes once a minute above a minute, every 15 s below, and once at the end.
 */
export const ANNOUNCE_EVERY_SECONDS = 15;

/** The announcement period a wait of `seconds` falls in; a new period means a new announcement. */
export function countdownPeriod(seconds: number): number {
  if (seconds <= 0) return 0;
  if (seconds > 60) return 1000 + Math.ceil(seconds / 60);
  return Math.ceil(seconds / ANNOUNCE_EVERY_SECONDS);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 minutes" above a minute (rounded up), else the seconds. */
export const spokenWait = (seconds: number): string =>
  seconds > 60 ? plural(Math.ceil(seconds / 60), 'minute') : plural(seconds, 'second');

/** What a screen says about one action's wait: running, and over. */
export type CountdownWords = { waiting: (wait: string) => string; ready: string };

export const LOGIN_COUNTDOWN: CountdownWords = {
  waiting: (wait) => `You can try to log in again in ${wait}.`,
  ready: 'You can try to log in again now.',
};

export const RESEND_COUNTDOWN: CountdownWords = {
  waiting: (wait) => `You can resend the verification e-mail in ${wait}.`,
  ready: 'You can resend the verification e-mail now.',
};

import { DAY_MS } from '../time/durations';
/**
 * How long Aspire keeps what ("Children's data by default"). The server's retention
 * job and the portal's privacy page read these numbers from here (the server through its
 * configuration, which may shorten or lengthen them; the page through GET /api/config).
 */
export type RetentionDays = {
  /** An account whose e-mail was never verified is erased this many days after sign-up. */
  unverifiedAccountDays: number;
  /** The text of a sent e-mail is blanked this many days after it was written. */
  mailBodyDays: number;
  /** Page views and product events are kept one by one this long, then only as daily counts. */
  analyticsEventDays: number;
};

export const RETENTION_DEFAULTS: RetentionDays = {
  unverifiedAccountDays: 30,
  mailBodyDays: 30,
  analyticsEventDays: 90,
};

/**
 * The longest window any sign-in limit, lock or budget looks back on (the 24-hour registration
 * lock and e-mail change budget; the resend cap's UTC day): an `auth_limits` row untouched for
 * this long, and not locked, counts nothing any more and may go.
 */
export const AUTH_LIMIT_LONGEST_WINDOW_MS = DAY_MS;

/** What a purged e-mail body reads. */
export const MAIL_BODY_PURGED = '[removed after the retention period]';

/** The cut-off before which something kept `days` days is due at `now`. */
export const retentionCutoff = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * DAY_MS);

import { cooldown, cooldownLocks, inviteLock } from './cooldowns';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const TEN_DAYS_AGO = '2026-02-19T12:00:00.000Z';
const LONG_AGO = '2026-01-01T12:00:00.000Z';

describe('cooldown (once per 30 days, admins exempt)', () => {
  it('should lock for 2592000000 ms after the last change', () => {
    expect(cooldown(TEN_DAYS_AGO, NOW, false)).toEqual({
      last: new Date(TEN_DAYS_AGO),
      until: new Date('2026-03-21T12:00:00.000Z'),
    });
    const edge = new Date(new Date(TEN_DAYS_AGO).getTime() + 2_592_000_000);
    expect(cooldown(TEN_DAYS_AGO, new Date(edge.getTime() - 1), false)).not.toBeNull();
    expect(cooldown(TEN_DAYS_AGO, edge, false)).toBeNull();
  });

  it('should never lock an admin, a first change or an unreadable date', () => {
    expect(cooldown(TEN_DAYS_AGO, NOW, true)).toBeNull();
    expect(cooldown(null, NOW, false)).toBeNull();
    expect(cooldown('garbage', NOW, false)).toBeNull();
  });
});

describe('cooldownLocks', () => {
  it('should give each locked action its tooltip with the last date', () => {
    expect(
      cooldownLocks(
        {
          lastUsernameChangeDate: TEN_DAYS_AGO,
          lastEmailChangeDate: TEN_DAYS_AGO,
          lastDataDownloadDate: TEN_DAYS_AGO,
        },
        NOW,
        false,
      ),
    ).toEqual({
      username:
        'Username restricted to one change per month. Last changed on 19 February 2026; available again on 21 March 2026.',
      email:
        'Email address restricted to one change per month. Last changed on 19 February 2026; available again on 21 March 2026.',
      download:
        'Data restricted to one download per month. Last downloaded on 19 February 2026; available again on 21 March 2026.',
    });
  });

  it('should leave free actions out, and lock nothing for admins', () => {
    const dates = {
      lastUsernameChangeDate: LONG_AGO,
      lastEmailChangeDate: null,
      lastDataDownloadDate: TEN_DAYS_AGO,
    };
    expect(Object.keys(cooldownLocks(dates, NOW, false))).toEqual(['download']);
    expect(cooldownLocks(dates, NOW, true)).toEqual({});
    expect(cooldownLocks(null, NOW, false)).toEqual({});
  });
});

describe('inviteLock (2 per 6 months)', () => {
  it('should disable at the limit with the next available date', () => {
    expect(
      inviteLock(
        { emailCount: 2, limitReached: true, earliestDate: '2026-06-10T09:00:00Z' },
        false,
      ),
    ).toBe('Emails added: 2/2. You can add another email on 10 June 2026.');
    expect(inviteLock({ emailCount: 2, limitReached: true, earliestDate: null }, false)).toBe(
      'Emails added: 2/2. You have reached the limit of 2 emails in 6 months.',
    );
  });

  it('should stay open below the limit and for admins', () => {
    expect(
      inviteLock({ emailCount: 1, limitReached: false, earliestDate: null }, false),
    ).toBeNull();
    expect(inviteLock({ emailCount: 2, limitReached: true, earliestDate: null }, true)).toBeNull();
    expect(inviteLock(undefined, false)).toBeNull();
  });
});

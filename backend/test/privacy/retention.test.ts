import { DAY_MS, MAIL_BODY_PURGED } from '@aspire/domain';
import { AnalyticsDaily } from '../../src/analytics/entities/analytics-daily.entity';
import { AnalyticsEvent } from '../../src/analytics/entities/analytics-event.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AuthLimit } from '../../src/auth/entities/auth-limit.entity';
import { EmailToken } from '../../src/auth/entities/email-token.entity';
import { ConfigError, loadConfig } from '../../src/config/env';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { RetentionService } from '../../src/privacy/retention.service';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, mailsTo, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;

describe('retention: children’s data by default', () => {
  let t: TestApp;
  let job: RetentionService;
  const run = () => job.runOnce(t.clock.now());
  beforeAll(async () => {
    t = await createTestApp();
    job = t.app.get(RetentionService);
  });
  afterAll(() => t.close());

  const register = async (email: string, username: string) => {
    await t
      .http()
      .post('/api/users/register')
      .send({ email, username, password: PASSWORD, age: 14 })
      .expect(201);
    return t.dataSource.getRepository(User).findOneByOrFail({ email });
  };

  it('should erase an account never verified after 30 days, with its tokens and mail, not a day before', async () => {
    const start = t.clock.now();
    const lazy = await register('lazy.kid@demo-school.test', 'lazy_kid');
    const keen = await register('keen.kid@demo-school.test', 'keen_kid');
    await t.dataSource.getRepository(User).update(keen.id, { emailVerifiedAt: start });
    expect(await t.dataSource.getRepository(EmailToken).countBy({ userId: lazy.id })).toBe(1);

    t.clock.set(new Date(start.getTime() + 30 * DAY_MS - MINUTE));
    expect((await run()).accounts).toBe(0);
    expect(await t.dataSource.getRepository(User).countBy({ id: lazy.id })).toBe(1);

    t.clock.advance(2 * MINUTE);
    // Two instances at once: one of them erases, neither fails.
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.accounts + b.accounts).toBe(1);
    expect(await t.dataSource.getRepository(User).countBy({ id: lazy.id })).toBe(0);
    expect(await t.dataSource.getRepository(User).countBy({ id: keen.id })).toBe(1);
    expect(await t.dataSource.getRepository(EmailToken).countBy({ userId: lazy.id })).toBe(0);
    expect(await mailsTo(t, lazy.email)).toEqual([]);
    const trail = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'account_deleted', resourceId: lazy.id });
    expect(trail).toMatchObject({
      actorId: null,
      actorEmail: null,
      ip: null,
      after: { reason: 'retention: never verified' },
    });
    expect(JSON.stringify(await t.dataSource.getRepository(AuditLog).find())).not.toContain(
      lazy.email,
    );
  });

  it('should blank e-mail bodies after 30 days, leave newer and pending mail, and do it once', async () => {
    const outbox = t.dataSource.getRepository(MailOutbox);
    const mail = async (at: Date, status: MailOutbox['status'] = 'sent') => {
      const row = Object.assign(new MailOutbox(), {
        toAddress: 'reader@demo-school.test',
        subject: 'Hello',
        textBody: 'Your secret link',
        htmlBody: '<p>Your secret link</p>',
        createdAt: at,
        status,
        attempts: 1,
      });
      await outbox.insert(row);
      return row;
    };
    const now = t.clock.now();
    const old = await mail(new Date(now.getTime() - 30 * DAY_MS - MINUTE));
    const oldPending = await mail(new Date(now.getTime() - 30 * DAY_MS - MINUTE), 'pending');
    const recent = await mail(new Date(now.getTime() - 30 * DAY_MS + MINUTE));

    expect((await job.purgeMailBodies(now)) >= 1).toBe(true);
    expect(await outbox.findOneByOrFail({ id: old.id })).toMatchObject({
      textBody: MAIL_BODY_PURGED,
      htmlBody: null,
      subject: 'Hello',
    });
    for (const kept of [oldPending, recent]) {
      expect(await outbox.findOneByOrFail({ id: kept.id })).toMatchObject({
        textBody: 'Your secret link',
      });
    }
    expect(await job.purgeMailBodies(now)).toBe(0);
  });

  it('should remove sign-in limit rows once past every window, but keep a running lock', async () => {
    const limits = t.dataSource.getRepository(AuthLimit);
    const user = await createUser(t);
    await t
      .http()
      .post('/api/users/login')
      .send({ email: user.email, password: 'Wrong!Pass99' })
      .expect(401);
    const [row] = await limits.find({ where: { action: 'login' }, order: { id: 'DESC' }, take: 1 });
    const locked = Object.assign(new AuthLimit(), {
      action: 'register',
      subject: 'locked-subject',
      attempts: 5,
      dailyCount: 0,
      lastAttemptAt: new Date(t.clock.now().getTime() - 2 * DAY_MS),
      lockedUntil: new Date(t.clock.now().getTime() + 2 * DAY_MS),
    });
    await limits.insert(locked);

    t.clock.advance(DAY_MS - MINUTE);
    await run();
    expect(await limits.countBy({ id: row.id })).toBe(1);

    t.clock.advance(2 * MINUTE);
    expect((await run()).limits).toBeGreaterThanOrEqual(1);
    expect(await limits.countBy({ id: row.id })).toBe(0);
    expect(await limits.countBy({ id: locked.id })).toBe(1);
    // The row comes back at the next attempt, as on first use.
    const token = await tokenFor(t, user);
    expect(token).toEqual(expect.any(String));
  });

  it('should remove 450 stale limit rows in batches of at most 200, each its own statement', async () => {
    const limits = t.dataSource.getRepository(AuthLimit);
    await run(); // nothing stale left from the tests before
    const old = new Date(t.clock.now().getTime() - 2 * DAY_MS);
    const rows = Array.from({ length: 450 }, (_, i) =>
      Object.assign(new AuthLimit(), {
        action: 'register',
        subject: `stale-${i}`,
        attempts: 1,
        dailyCount: 0,
        lastAttemptAt: old,
        windowStartedAt: old,
      }),
    );
    for (let i = 0; i < rows.length; i += 150) await limits.insert(rows.slice(i, i + 150));
    const logger = t.dataSource.logger as { logQuery: (q: string, p?: unknown[]) => void };
    const original = logger.logQuery;
    const deletes: string[] = [];
    logger.logQuery = (sql, params) => {
      if (/^DELETE FROM .?auth_limits/i.test(sql.trim())) deletes.push(sql);
      original.call(logger, sql, params);
    };
    try {
      expect((await run()).limits).toBe(450);
    } finally {
      logger.logQuery = original;
    }
    expect(deletes).toHaveLength(3);
    expect(await limits.countBy({ action: 'register', attempts: 1 })).toBe(0);
  });

  it('should fold analytics events older than 90 days into daily counts without user or IP, once', async () => {
    const user = await createUser(t);
    const s = asBearer(t, await tokenFor(t, user));
    const first = t.clock.now();
    for (let i = 0; i < 3; i++) {
      await s.post('/api/analytics/events', { type: 'page_view', name: 'Dashboard' }).expect(201);
    }
    await s.post('/api/analytics/events', { type: 'event', name: 'report_opened' }).expect(201);
    // The next day's visit, and the newest one, straight in the table (the token has expired).
    const later = (at: Date) =>
      t.dataSource
        .getRepository(AnalyticsEvent)
        .insert({ type: 'page_view', name: 'Dashboard', userId: user.id, schoolId: null, at });
    await later(new Date(first.getTime() + DAY_MS));
    await later(new Date(first.getTime() + 90 * DAY_MS + MINUTE));
    t.clock.set(new Date(first.getTime() + 90 * DAY_MS + DAY_MS - MINUTE));

    const [a, b] = await Promise.all([run(), run()]);
    expect(a.analyticsEvents + b.analyticsEvents).toBe(4);

    const events = await t.dataSource.getRepository(AnalyticsEvent).findBy({ userId: user.id });
    expect(events).toHaveLength(2);
    const daily = await t.dataSource
      .getRepository(AnalyticsDaily)
      .find({ order: { type: 'ASC', name: 'ASC' } });
    const day = first.toISOString().slice(0, 10);
    expect(daily.map(({ id: _id, ...rest }) => rest)).toEqual([
      { day, type: 'event', name: 'report_opened', schoolId: 0, count: 1 },
      { day, type: 'page_view', name: 'Dashboard', schoolId: 0, count: 3 },
    ]);
    expect((await run()).analyticsEvents).toBe(0);
    expect(await t.dataSource.getRepository(AnalyticsDaily).sum('count')).toBe(4);
  });

  it('should tell the portal the periods it keeps, from the configuration', async () => {
    const res = await t.http().get('/api/config').expect(200);
    expect(res.body.retention).toEqual({
      unverifiedAccountDays: 30,
      mailBodyDays: 30,
      analyticsEventDays: 90,
    });
    expect(loadConfig({ RETENTION_MAIL_BODY_DAYS: '7' }).retention).toEqual({
      unverifiedAccountDays: 30,
      mailBodyDays: 7,
      analyticsEventDays: 90,
      intervalMs: DAY_MS,
    });
    expect(loadConfig({ RETENTION_INTERVAL_MS: '0' }).retention.intervalMs).toBe(0); // off
    expect(() => loadConfig({ RETENTION_UNVERIFIED_ACCOUNT_DAYS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_ANALYTICS_EVENT_DAYS: 'soon' })).toThrow(ConfigError);
  });

  it('should store neither a user nor an IP address with analytics, raw or rolled up', async () => {
    const columns = (table: string) =>
      t.dataSource.getMetadata(table).columns.map((c) => c.databaseName);
    expect(columns('analytics_events').filter((c) => /ip|addr|agent/i.test(c))).toEqual([]);
    expect(columns('analytics_daily').filter((c) => /ip|addr|agent|user|email/i.test(c))).toEqual(
      [],
    );
  });
});

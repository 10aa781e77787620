import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/env';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { detectMysqlFlavour } from '../../src/database/mysql-flavour';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { School } from '../../src/schools/entities/school.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, mailsTo, PASSWORD, staffToken } from '../support/factories';
import { createServerDatabase } from '../support/instances';
import { createTestApp, TestApp } from '../support/test-app';
import { TestDatabase } from '../support/test-database';
import { TcpProxy } from '../support/tcp-proxy';
import { ReplicaHealth } from '../../src/database/replica-health';
import { ScheduledJobs } from '../../src/scheduling/scheduled-jobs.service';
import { DAY, makeSchool } from '../reports/school';

/**
 * DATABASE_READ_URL: back-office lists and the coordinator's reports read the
 * replica, everything else (logins, writes, the checks before them) the primary.
 * The "replica" here is a second database with the same schema and none of the primary's rows,
 * so where a read went shows in what it answers.
 */
/**
 * The "replica" here is another database, which the primary's heartbeat never reaches: a
 * heartbeat a day ahead makes it a replica that is never behind.
 */
const keepUp = (replica: DataSource, at = 'UTC_TIMESTAMP(3) + INTERVAL 1 DAY') =>
  replica.query(
    `INSERT INTO db_heartbeat (name, beat_at) VALUES ('primary', ${at}) ON DUPLICATE KEY UPDATE beat_at = ${at}`,
  );

describe('read replica', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let replicaSource: DataSource;
  let t: TestApp;
  beforeAll(async () => {
    primary = await createServerDatabase();
    replica = await createServerDatabase();
    replicaSource = new DataSource(
      dataSourceOptions({ kind: 'mysql', url: replica.url }, await detectMysqlFlavour(replica.url)),
    );
    await replicaSource.initialize();
    await replicaSource.runMigrations();
    await keepUp(replicaSource);
    t = await createTestApp({ database: primary, env: { DATABASE_READ_URL: replica.url } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await replicaSource.destroy();
    await primary.drop();
    await replica.drop();
  });

  it('serves the back-office user list from the replica, and logins and writes from the primary', async () => {
    const admin = asBearer(t, await staffToken(t, 'admin')); // a login: the primary
    const student = await createUser(t, { username: 'on_primary_only' });
    const list = await admin.get('/api/admin/users', { range: '[0,99]' }).expect(200);
    // The replica has not got the rows (as if it lagged): the list shows none of them.
    expect(list.body).toEqual([]);
    const copy = { ...student, username: 'on_replica', usernameKey: 'on_replica' };
    await replicaSource.getRepository('User').insert(copy);
    const again = await admin.get('/api/admin/users', { range: '[0,99]' }).expect(200);
    expect(again.body.map((u: { username: string }) => u.username)).toEqual(['on_replica']);
    // A single read (not a list) stays on the primary.
    const one = await admin.get(`/api/admin/users/${student.id}`).expect(200);
    expect(one.body.username).toBe('on_primary_only');
  });

  it("serves the coordinator's reports from the replica, and the bulk resend from the primary", async () => {
    // The same school on both; its students differ: three unverified on the primary, two
    // verified on the replica (one with a completed session), so each answer shows its source.
    const school = await makeSchool(t, 'Replica School', 'replica-school.test');
    await replicaSource
      .getRepository(School)
      .insert({ id: school.id, name: 'Replica School', createdAt: t.clock.now() });
    const weekAgo = new Date(t.clock.now().getTime() - 8 * DAY);
    const primaryOnly = await Promise.all(
      ['p1', 'p2', 'p3'].map((name) =>
        createUser(t, {
          username: `primary_${name}`,
          email: `${name}@replica-school.test`,
          schoolId: school.id,
          emailVerifiedAt: null,
          createdAt: weekAgo,
        }),
      ),
    );
    const onReplica = { ...t, dataSource: replicaSource };
    const [r1] = await Promise.all(
      ['r1', 'r2'].map((name) =>
        createUser(onReplica, {
          username: `replica_${name}`,
          email: `${name}@replica-school.test`,
          schoolId: school.id,
          createdAt: weekAgo,
          emailVerifiedAt: weekAgo,
        }),
      ),
    );
    await replicaSource.getRepository(AssessmentProgress).insert({
      userId: r1.id,
      sessionId: randomUUID(),
      assessmentType: 'Learning',
      isCompleted: true,
      lastCompletionDate: weekAgo,
      topSubcategories: null,
      topFacets: null,
      partIISessionId: null,
      createdAt: weekAgo,
      updatedAt: weekAgo,
    });
    const login = await t
      .http()
      .post('/api/admin/login')
      .send({ email: 'coordinator@replica-school.test', password: PASSWORD })
      .expect(200);
    const coordinator = asBearer(t, login.body.token as string);

    const funnel = await coordinator.get('/api/admin/reports/funnel').expect(200);
    const count = (key: string) =>
      funnel.body.stages.find((s: { key: string }) => s.key === key)?.count;
    expect([count('registered'), count('verified')]).toEqual([2, 2]);
    const weekly = await coordinator.get('/api/admin/reports/weekly').expect(200);
    const sum = (key: 'registrations' | 'verifications') =>
      weekly.body.weeks.reduce((n: number, w: Record<string, number>) => n + w[key], 0);
    expect([sum('registrations'), sum('verifications')]).toEqual([2, 2]);
    const results = await coordinator.get('/api/admin/reports/aggregates').expect(200);
    expect(results.body.response_quality.completed_sessions).toBe(1);
    const students = await coordinator.get('/api/admin/students').expect(200);
    expect(students.body.map((u: { username: string }) => u.username).sort()).toEqual([
      'replica_r1',
      'replica_r2',
    ]);
    expect(
      students.body.find((u: { username: string }) => u.username === 'replica_r1')
        .studystyle_completed_at,
    ).not.toBeNull();

    // An admin naming a school that is on the primary only: checked there, counted on the replica.
    const fresh = await makeSchool(t, 'Primary Only School', 'primary-only.test');
    const admin = asBearer(t, await staffToken(t, 'admin'));
    const empty = await admin
      .get('/api/admin/reports/funnel')
      .query({ school_id: fresh.id })
      .expect(200);
    expect(empty.body.stages.find((s: { key: string }) => s.key === 'registered').count).toBe(0);

    // The bulk resend leads to writes: it chooses on the primary and writes there.
    const resend = await coordinator
      .post('/api/admin/students/resend-verification')
      .send({ days: 7 })
      .expect(201);
    expect(resend.body).toMatchObject({ matched: 3, sent: 3 });
    for (const student of primaryOnly) expect(await mailsTo(t, student.email)).toHaveLength(1);
    const audited = { where: { action: 'bulk_resend_verification', schoolId: school.id } };
    expect(await t.dataSource.getRepository(AuditLog).count(audited)).toBe(1);
    expect(await replicaSource.getRepository(AuditLog).count(audited)).toBe(0);
  });

  it('is refused beside SQLite and when not a mysql:// URL', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'mysql://u:p@replica:3306/aspire' })).toThrow(
      /DATABASE_READ_URL needs a mysql:\/\/ DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATABASE_URL: 'mysql://u:p@db:3306/aspire',
        DATABASE_READ_URL: 'sqlite:replica.sqlite',
      }),
    ).toThrow(/DATABASE_READ_URL must be a mysql/);
    expect(
      loadConfig({
        DATABASE_URL: 'mysql://u:p@db:3306/aspire',
        DATABASE_READ_URL: 'mariadb://u:p@replica:3306/aspire',
      }).databaseReadUrl,
    ).toBe('mysql://u:p@replica:3306/aspire');
  });
});

/**
 * The replica that heals: down, it is not read (the primary is, with a log line, a metric and
 * readiness "degraded"), and it is read again when it is back, without a restart (it used to
 * answer "Pool does Not exist." until one). Behind by more than DATABASE_READ_MAX_LAG_MS, the same.
 */
describe('read replica down or lagging', () => {
  const METRICS_TOKEN = 'metrics-token-for-tests-0123';
  let primary: TestDatabase;
  let replica: TestDatabase;
  let replicaSource: DataSource;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    primary = await createServerDatabase();
    replica = await createServerDatabase();
    replicaSource = new DataSource(
      dataSourceOptions({ kind: 'mysql', url: replica.url }, await detectMysqlFlavour(replica.url)),
    );
    await replicaSource.initialize();
    await replicaSource.runMigrations();
    await keepUp(replicaSource);
    const target = new URL(replica.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 3306));
    await proxy.start();
    const through = new URL(replica.url);
    through.port = String(proxy.port);
    through.hostname = '127.0.0.1';
    t = await createTestApp({
      database: primary,
      env: {
        DATABASE_READ_URL: through.toString(),
        DATABASE_READ_MAX_LAG_MS: '2000',
        METRICS_TOKEN,
      },
    });
    t.app.get(ScheduledJobs).stopTimers();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await proxy.stop();
    await replicaSource.destroy();
    await primary.drop();
    await replica.drop();
  });

  const names = async (admin: ReturnType<typeof asBearer>) =>
    (await admin.get('/api/admin/users', { range: '[0,99]' }).expect(200)).body.map(
      (u: { username: string }) => u.username,
    ) as string[];
  const metric = async (name: string) => {
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    return res.text
      .split('\n')
      .filter((l) => l.startsWith(name))
      .join('\n');
  };

  it('reads the primary while the replica is down, and the replica again when it is back', async () => {
    const health = t.app.get(ReplicaHealth);
    const admin = asBearer(t, await staffToken(t, 'admin'));
    await createUser(t, { username: 'primary_row' });
    await health.check();
    expect(await names(admin)).toEqual([]); // the replica, which has none of the rows

    await proxy.stop();
    // Many list reads while it is down: every one answered, from the primary.
    for (let i = 0; i < 8; i++) expect(await names(admin)).toContain('primary_row');
    await health.check();
    expect(health.state).toBe('down');
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks.find((c: { name: string }) => c.name === 'replica')).toMatchObject({
      status: 'degraded',
      reason: expect.stringMatching(
        /^the read replica did not answer .*: lists and reports read the primary$/,
      ),
    });
    expect(await metric('aspire_db_replica_up')).toMatch(/aspire_db_replica_up 0/);
    expect(await metric('aspire_db_replica_fallback_reads_total')).toMatch(/reason="down"\} [1-9]/);

    await proxy.start();
    const state = (): string => health.state;
    for (let i = 0; i < 20 && state() !== 'up'; i++) {
      await health.check();
      if (state() !== 'up') await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(health.state).toBe('up');
    expect(await names(admin)).toEqual([]);
    expect(await metric('aspire_db_replica_up')).toMatch(/aspire_db_replica_up 1/);
    expect(await metric('aspire_db_pool_connections')).toMatch(
      /pool="replica",state="total"\} [1-9]/,
    );
    // Each pool's waits for a connection, timed on its own.
    const waits = await metric('aspire_db_pool_wait_seconds_count');
    expect(waits).toMatch(/pool="primary"\} [1-9]/);
    expect(waits).toMatch(/pool="replica"\} [1-9]/);
  });

  it('reads the primary while the replica is further behind than the bound', async () => {
    const health = t.app.get(ReplicaHealth);
    const admin = asBearer(t, await staffToken(t, 'admin'));
    await keepUp(replicaSource, 'UTC_TIMESTAMP(3) - INTERVAL 1 MINUTE');
    await health.check();
    expect(health.state).toBe('lagging');
    expect(health.lagSeconds).toBeGreaterThan(59);
    expect(await names(admin)).toContain('primary_row');
    expect(await metric('aspire_db_replica_fallback_reads_total')).toMatch(
      /reason="lagging"\} [1-9]/,
    );
    await keepUp(replicaSource);
    await health.check();
    expect(health.state).toBe('up');
    expect(await names(admin)).toEqual([]);
  });

  it('reads the primary for a staff member who has just written (read-your-writes)', async () => {
    const admin = await staffToken(t, 'admin');
    const created = await t
      .http()
      .post('/api/admin/schools')
      .auth(admin, { type: 'bearer' })
      .send({ name: 'Fresh School' })
      .expect(201);
    const cookie = ([] as string[])
      .concat(created.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('aspire_primary_reads='))!;
    expect(cookie).toMatch(/HttpOnly/);
    const list = (withCookie: boolean) => {
      const req = t
        .http()
        .get('/api/admin/schools')
        .query({ range: '[0,99]' })
        .auth(admin, { type: 'bearer' });
      if (withCookie) void req.set('Cookie', cookie.split(';')[0]!);
      return req.expect(200);
    };
    const names = (res: { body: { name: string }[] }) => res.body.map((s) => s.name);
    expect(names(await list(true))).toContain('Fresh School');
    expect(names(await list(false))).not.toContain('Fresh School'); // another browser: the replica
    t.clock.advance(3000 + 1000); // past DATABASE_READ_MAX_LAG_MS + 1 s
    expect(names(await list(true))).not.toContain('Fresh School');
  });
});

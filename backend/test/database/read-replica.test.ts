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
import { DAY, makeSchool } from '../reports/school';

/**
 * DATABASE_READ_URL (issue 18): back-office lists and the coordinator's reports read the
 * replica, everything else (logins, writes, the checks before them) the primary.
 * The "replica" here is a second database with the same schema and none of the primary's rows,
 * so where a read went shows in what it answers.
 */
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

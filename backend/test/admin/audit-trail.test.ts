import { FindOptionsWhere } from 'typeorm';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const COORDINATOR = 'coordinator@demo-school.test';

/**
 * What a school asks of its trail (docs/product/coordinators.md, "Admins only"): staff sign-ins,
 * every CSV export of rows that name people, and who imported each roster line.
 */
describe('the audit trail a school asks for', () => {
  let t: TestApp;
  let coordinator: User;
  let coordinatorToken: string;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    coordinatorToken = await staffToken(t, 'coordinator');
    adminToken = await staffToken(t, 'admin');
    coordinator = await t.dataSource.getRepository(User).findOneByOrFail({ email: COORDINATOR });
  });
  afterAll(() => t.close());

  const rows = (where: FindOptionsWhere<AuditLog>) =>
    t.dataSource.getRepository(AuditLog).findBy(where);

  it('should record a successful back-office sign-in, not a failed or a portal one', async () => {
    const before = (await rows({ action: 'staff_login' })).length;
    await t
      .http()
      .post('/api/admin/login')
      .send({ email: COORDINATOR, password: 'wrong!Pass9' })
      .expect(401);
    t.clock.advance(60_000); // past the failed attempt's backoff
    await staffToken(t, 'coordinator');
    const signIns = await rows({ action: 'staff_login' });
    expect(signIns).toHaveLength(before + 1);
    const last = signIns.at(-1)!;
    expect(last).toMatchObject({
      actorId: coordinator.id,
      actorEmail: COORDINATOR,
      resource: 'auth',
      schoolId: coordinator.schoolId,
      after: { method: 'password', role: 'coordinator' },
    });
    expect(last.ip).toBeTruthy();

    await t
      .http()
      .post('/api/users/login')
      .send({ email: 'student@demo-school.test', password: 'Student!2345x' })
      .expect(200);
    expect(await rows({ action: 'staff_login' })).toHaveLength(before + 1);
  });

  it('should not record a sign-in the back-office refuses to a student', async () => {
    const before = (await rows({ action: 'staff_login' })).length;
    await t
      .http()
      .post('/api/admin/login')
      .send({ email: 'student@demo-school.test', password: 'Student!2345x' })
      .expect(403);
    expect(await rows({ action: 'staff_login' })).toHaveLength(before);
  });

  it.each(['students', 'users', 'whitelist', 'audit-logs'])(
    'should record who exported %s as CSV, with the filter, in their school',
    async (resource) => {
      const as = asBearer(t, coordinatorToken);
      const filter = resource === 'students' ? {} : { q: 'demo' };
      await as
        .get(`/api/admin/${resource}/export.csv`, { filter: JSON.stringify(filter) })
        .expect(200);
      const exports = await rows({ action: 'export_csv', resource });
      expect(exports).toHaveLength(1);
      expect(exports[0]).toMatchObject({
        actorId: coordinator.id,
        schoolId: coordinator.schoolId,
        after: { filter, sort: null },
      });
    },
  );

  it('should record an admin export under the school it was filtered to', async () => {
    const as = asBearer(t, adminToken);
    await as
      .get('/api/admin/students/export.csv', {
        filter: JSON.stringify({ school_id: coordinator.schoolId }),
      })
      .expect(200);
    await as.get('/api/admin/outbox/export.csv').expect(200);
    // A filter naming an id past the school column's range names no school (never a 500).
    await as
      .get('/api/admin/whitelist/export.csv', { filter: JSON.stringify({ school_id: 2 ** 31 }) })
      .expect(200);
    const admin = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ email: 'admin@aspire.test' });
    const mine = await rows({ action: 'export_csv', actorId: admin.id });
    expect(mine.map((r) => [r.resource, r.schoolId])).toEqual([
      ['students', coordinator.schoolId],
      ['outbox', null],
      ['whitelist', null],
    ]);
  });

  it('should not audit an export whose rows name nobody, nor a refused one', async () => {
    const as = asBearer(t, adminToken);
    const before = (await rows({ action: 'export_csv' })).length;
    await as.get('/api/admin/schools/export.csv').expect(200);
    await as.get('/api/admin/users/export.csv', { sort: '["password_hash","ASC"]' }).expect(400);
    expect(await rows({ action: 'export_csv' })).toHaveLength(before);
  });

  it('should record who imported each roster line', async () => {
    const as = asBearer(t, coordinatorToken);
    await as
      .post('/api/admin/students/roster-import', {
        csv: 'email,year_group,class_name\nrostered.one@demo-school.test,Year 9,9A',
      })
      .expect(201);
    const entry = await t.dataSource
      .getRepository(WhitelistEntry)
      .findOneByOrFail({ value: 'rostered.one@demo-school.test' });
    expect(entry.addedBy).toBe(coordinator.id);
    const [row] = await rows({ action: 'roster_import' });
    expect(row).toMatchObject({ actorId: coordinator.id, schoolId: coordinator.schoolId });
  });
});

import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { asBearer } from '../support/as-bearer';
import { csvRows, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeSchool } from '../reports/school';

// Coordinators read their school's audit trail without anyone's IP address; admins see them
// (docs/product/coordinators.md, "Audit log").
describe('IP addresses in the audit log', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    const school = await makeSchool(t, 'Ip School', 'ip-school.test');
    await t.dataSource.getRepository(AuditLog).insert({
      actorId: null,
      actorEmail: 'pupil@ip-school.test',
      action: 'login_failed',
      resource: 'users',
      resourceId: null,
      before: null,
      after: null,
      ip: '203.0.113.7',
      schoolId: school.id,
      at: t.clock.now(),
    });
    const login = await t
      .http()
      .post('/api/admin/login')
      .send({ email: 'coordinator@ip-school.test', password: 'Correct!Horse7' })
      .expect(200);
    coordinator = login.body.token as string;
  });
  afterAll(() => t.close());

  it('should show a coordinator no IP address, in the list, one row or the CSV', async () => {
    const list = await asBearer(t, coordinator).get('/api/admin/audit-logs').expect(200);
    const row = list.body.find(
      (r: { actor_email: string }) => r.actor_email === 'pupil@ip-school.test',
    );
    expect(row).toBeDefined();
    expect(list.body.map((r: { ip: unknown }) => r.ip)).toEqual(list.body.map(() => null));
    const one = await asBearer(t, coordinator).get(`/api/admin/audit-logs/${row.id}`).expect(200);
    expect(one.body.ip).toBeNull();
    const csv = await asBearer(t, coordinator).get('/api/admin/audit-logs/export.csv').expect(200);
    expect(csv.text).not.toContain('203.0.113.7');
    expect(csvRows(csv.text).length).toBeGreaterThan(1);

    const seen = await asBearer(t, admin).get(`/api/admin/audit-logs/${row.id}`).expect(200);
    expect(seen.body.ip).toBe('203.0.113.7');
  });

  it('should not let a coordinator order the list by IP address (an admin may)', async () => {
    const sort = { sort: JSON.stringify(['ip', 'ASC']) };
    const refused = await asBearer(t, coordinator).get('/api/admin/audit-logs', sort);
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: 'Cannot sort audit-logs by "ip".' },
    ]);
    await asBearer(t, admin).get('/api/admin/audit-logs', sort).expect(200);
  });
});

import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { linkToken, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const EMAIL = 'audited.pupil@demo-school.test';
const PASSWORD = 'Correct!Horse7';
const NEW_PASSWORD = 'Brand!New7pw';

/** A student's own security events carry their school, so coordinators see them. */
describe("audit rows of a student's own events", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, body: object) => t.http().post(url).send(body);

  it('should carry the school on register, email_verified, login_failed, login_locked and password_reset', async () => {
    await post('/api/users/register', {
      email: EMAIL,
      username: 'audited_pupil',
      password: PASSWORD,
      age: 15,
    }).expect(201);
    await t
      .http()
      .get('/api/users/verify-email')
      .query({ token: await linkToken(t, EMAIL) });
    for (let i = 0; i < 5; i++) {
      await post('/api/users/login', { email: EMAIL, password: 'Wrong!Horse7' });
      t.clock.advance(60_000);
    }
    await post('/api/users/forgot-password', { email: EMAIL }).expect(200);
    await post('/api/users/reset-password', {
      email: EMAIL,
      token: await linkToken(t, EMAIL),
      newPassword: NEW_PASSWORD,
    }).expect(200);

    const school = await t.dataSource
      .getRepository(School)
      .findOneByOrFail({ name: 'Demo School' });
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: EMAIL });
    expect(user.schoolId).toBe(school.id);
    const rows = await t.dataSource.getRepository(AuditLog).findBy({ actorId: user.id });
    const actions = [
      'register',
      'email_verified',
      'login_failed',
      'login_locked',
      'password_reset',
    ];
    expect([...new Set(rows.map((r) => r.action))].sort()).toEqual([...actions].sort());
    expect(rows.every((r) => r.schoolId === school.id)).toBe(true);

    const coordinator = await staffToken(t, 'coordinator');
    const seen = await asBearer(t, coordinator)
      .get('/api/admin/audit-logs', {
        range: '[0,99]',
        filter: JSON.stringify({ actor_email: EMAIL }),
      })
      .expect(200);
    const seenActions = new Set(seen.body.map((r: { action: string }) => r.action));
    for (const action of actions) expect(seenActions).toContain(action);
  });
});

import { registerEmailLockedMessage } from '@aspire/domain';
import { RejectedSignup } from '../../src/reports/entities/rejected-signup.entity';
import { CHOOSE_SCHOOL } from '../../src/reports/rejected-signups.service';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeSchool } from './school';

const HOUR = 3_600_000;

/**
 * Sign-ups a school can fix (docs/product/coordinators.md, "Rejected sign-ups";
 * docs/product/access.md, "Lockouts and backoff"): an admin names the school of a rejected
 * domain, and refusals from before the domain was added do not lock its students out.
 */
describe('sign-ups a school can fix', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asBearer>;
  let school: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '1000' } });
    admin = asBearer(t, await staffToken(t, 'admin'));
    school = await makeSchool(t, 'Riverside', 'riverside.test');
  });
  afterAll(() => t.close());

  const register = (email: string, username: string) =>
    t
      .http()
      .post('/api/users/register')
      .send({ email, username, age: 15, password: 'Str0ng!Pass' });
  const rejected = (domain: string) =>
    t.dataSource.getRepository(RejectedSignup).findOneByOrFail({ domain });

  /** Five refusals of one address, an hour apart (a new IP window each time): locked 24 h. */
  async function lockOut(email: string) {
    for (let k = 1; k <= 5; k++) {
      await register(email, `try_${k}`).expect(403);
      t.clock.advance(HOUR);
    }
    const locked = await register(email, 'try_6').expect(429);
    expect(locked.body).toEqual({
      error: registerEmailLockedMessage(Number(locked.headers['retry-after'])),
    });
  }

  it("should make an admin choose the rejected domain's school, and write nothing until then", async () => {
    await register('ada@sixth.riverside.test', 'ada_r').expect(403);
    const row = await rejected('sixth.riverside.test');
    const refused = await admin
      .post(`/api/admin/rejected-signups/${row.id}/add-domain`, {})
      .expect(400);
    expect(refused.body).toEqual({ error: CHOOSE_SCHOOL });
    const explicitNull = await admin
      .post(`/api/admin/rejected-signups/${row.id}/add-domain`, { school_id: null })
      .expect(400);
    expect(explicitNull.body).toEqual({ error: CHOOSE_SCHOOL });
    const entries = t.dataSource.getRepository(WhitelistEntry);
    expect(await entries.countBy({ value: 'sixth.riverside.test' })).toBe(0);
    expect(await rejected('sixth.riverside.test')).toMatchObject({ attempts: 1 });

    const added = await admin
      .post(`/api/admin/rejected-signups/${row.id}/add-domain`, { school_id: school.id })
      .expect(201);
    expect(added.body).toMatchObject({ value: 'sixth.riverside.test', school_id: school.id });
    t.clock.advance(HOUR);
    await register('ada@sixth.riverside.test', 'ada_r').expect(201);
    const ada = await t.dataSource.getRepository(User).findOneByOrFail({ username: 'ada_r' });
    expect(ada.schoolId).toBe(school.id);
  });

  it('should lift the lock of a student refused 5 times once their domain is added', async () => {
    await lockOut('ben@annex.riverside.test');
    const row = await rejected('annex.riverside.test');
    expect(row.attempts).toBe(5);
    await admin
      .post(`/api/admin/rejected-signups/${row.id}/add-domain`, { school_id: school.id })
      .expect(201);
    t.clock.advance(1000);
    await register('ben@annex.riverside.test', 'ben_r').expect(201);
  });

  it('should lift it when staff whitelist the address itself', async () => {
    await lockOut('cal@old-riverside.test');
    await admin
      .post('/api/admin/whitelist', {
        type: 'email',
        value: 'cal@old-riverside.test',
        school_id: school.id,
      })
      .expect(201);
    t.clock.advance(1000);
    await register('cal@old-riverside.test', 'cal_r').expect(201);
  });

  it('should keep the lock of an address probed while it was already admitted', async () => {
    const taken = await createUser(t, { email: 'dee@riverside.test', schoolId: school.id });
    for (let k = 1; k <= 5; k++) {
      const res = await register(taken.email, `dee_${k}`);
      expect(res.status).toBe(409);
      t.clock.advance(HOUR);
    }
    await register(taken.email, 'dee_6').expect(429);
    const status = await t.http().post('/api/users/register-status').send({ email: taken.email });
    expect(status.body.waitSeconds).toBeGreaterThan(0);
  });

  it("should tell the student's browser the sign-up lock is lifted once the domain is added", async () => {
    const status = () =>
      t.http().post('/api/users/register-status').send({ email: 'eve@lab.riverside.test' });
    await lockOut('eve@lab.riverside.test');
    expect((await status().expect(200)).body.waitSeconds).toBeGreaterThan(20 * 3600);
    const row = await rejected('lab.riverside.test');
    // A fresh token: the lock-outs before this one moved the clock past the first one's life.
    await asBearer(t, await staffToken(t, 'admin'))
      .post(`/api/admin/rejected-signups/${row.id}/add-domain`, { school_id: school.id })
      .expect(201);
    t.clock.advance(1000);
    expect((await status().expect(200)).body).toEqual({ waitSeconds: 0 });
    await register('eve@lab.riverside.test', 'eve_r').expect(201);
  });
});

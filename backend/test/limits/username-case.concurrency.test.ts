import { USERNAME_TAKEN_SERVER } from '@aspire/domain';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// Usernames are unique regardless of case, also when the requests arrive together.
describe('usernames unique regardless of case', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REGISTER_IP_LIMIT_PER_HOUR: '100', AUTH_THROTTLE_PER_MINUTE: '100000' },
    });
  });
  afterAll(() => t.close());

  const register = (email: string, username: string) =>
    t
      .http()
      .post('/api/users/register')
      .send({ email, username, age: 15, password: 'Str0ng!Pass' });
  const holders = (username: string) =>
    t.dataSource.getRepository(User).countBy({ usernameKey: username.toLowerCase() });
  const variant = (name: string, i: number) =>
    [...name].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');

  it("should answer 'username taken' to a registration with a case variant", async () => {
    await createUser(t, { username: 'abc_13' });
    await register('case.one@demo-school.test', 'ABC_13').expect(409, {
      error: USERNAME_TAKEN_SERVER,
    });
  });

  it("should answer 'username taken' to a username change to a case variant", async () => {
    await createUser(t, { username: 'Taken_Name' });
    const user = await createUser(t);
    await asBearer(t, await tokenFor(t, user))
      .put('/api/users/update-username', { userId: user.id, username: 'tAKEN_nAME' })
      .expect(409, { error: USERNAME_TAKEN_SERVER });
    const admin = asBearer(t, await staffToken(t, 'admin'));
    await admin
      .put(`/api/admin/users/${user.id}`, { username: 'taken_name' })
      .expect(409, { error: USERNAME_TAKEN_SERVER });
  });

  it('should let a student change only the case of their own username', async () => {
    const user = await createUser(t, { username: 'own_name' });
    await asBearer(t, await tokenFor(t, user))
      .put('/api/users/update-username', { userId: user.id, username: 'Own_Name' })
      .expect(200);
  });

  it('should register one of 20 simultaneous case variants of a username', async () => {
    const results = await burst(20, (i) =>
      register(`variant.${i}@demo-school.test`, variant('racer', i)),
    );
    expect(byStatus(results)).toEqual({ 201: 1, 409: 19 });
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body).toEqual({ error: USERNAME_TAKEN_SERVER });
    }
    expect(await holders('racer')).toBe(1);
  });

  it('should give one of 20 students changing to case variants at once the username', async () => {
    const students = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const user = await createUser(t);
        return { user, as: asBearer(t, await tokenFor(t, user)) };
      }),
    );
    const results = await burst(20, (i) =>
      students[i].as.put('/api/users/update-username', {
        userId: students[i].user.id,
        username: variant('sprint', i),
      }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 409: 19 });
    expect(await holders('sprint')).toBe(1);
  });
});

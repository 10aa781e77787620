import {
  AGE_INVALID,
  AGE_TOO_YOUNG,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  notWhitelistedMessage,
  PASSWORD_INVALID,
  PASSWORD_TOO_LONG,
  REGISTER_SUCCESS,
  USERNAME_INVALID,
} from '@aspire/domain';
import { COMMON_PASSWORD } from '../../src/auth/common-passwords';
import { User } from '../../src/users/entities/user.entity';
import { createUser, mailsTo, whitelist } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const valid = (overrides: Record<string, unknown> = {}) => ({
  username: 'new_student',
  age: 15,
  email: 'new.student@demo-school.test',
  password: 'Str0ng!Pass',
  ...overrides,
});

describe('POST /api/users/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await whitelist(t, 'domain', 'partner-school.test');
    await whitelist(t, 'email', 'invited.friend@gmail.test');
  });
  afterAll(() => t.close());

  const register = (body: unknown) =>
    t
      .http()
      .post('/api/users/register')
      .send(body as object);
  const userCount = () => t.dataSource.getRepository(User).count();

  it('should register a whitelisted student, unverified, and mail a verification link', async () => {
    const res = await register(valid()).expect(201);
    expect(res.body).toEqual({ message: REGISTER_SUCCESS });
    const user = await t.dataSource
      .getRepository(User)
      .findOneByOrFail({ email: 'new.student@demo-school.test' });
    expect(user).toMatchObject({ username: 'new_student', age: 15, role: 'user' });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/); // the tests' cost
    const [mail] = await mailsTo(t, 'new.student@demo-school.test');
    expect(mail.textBody).toMatch(/http:\/\/portal\.test\/verify-email\?token=[\w-]{43}/);
  });

  it.each([
    ['a whitelisted domain in mixed case', 'Pupil.One@Partner-School.TEST'],
    ['a whitelisted (invited) address in mixed case', 'Invited.Friend@GMAIL.test'],
  ])('should accept %s and store the address lower-case', async (_case, email) => {
    await register(valid({ email, username: `u_${email.length}` })).expect(201);
    expect(await t.dataSource.getRepository(User).existsBy({ email: email.toLowerCase() })).toBe(
      true,
    );
  });

  it('should refuse an address that is neither whitelisted nor invited with the spec message', async () => {
    const before = await userCount();
    const res = await register(valid({ email: 'someone@elsewhere.test', username: 'someone' }));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: notWhitelistedMessage('support@aspire.test') });
    expect(await userCount()).toBe(before);
  });

  it('should answer "Username is already taken." for a taken username', async () => {
    await createUser(t, { username: 'taken_name' });
    const res = await register(valid({ username: 'taken_name', email: 'x1@demo-school.test' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Username is already taken.' });
  });

  it('should answer 409 for an e-mail that already has an account, whatever its case', async () => {
    await createUser(t, { email: 'existing@demo-school.test' });
    const res = await register(valid({ username: 'another', email: 'EXISTING@demo-school.test' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: EMAIL_TAKEN });
  });

  it.each([
    ['username too short', { username: 'ab' }, USERNAME_INVALID],
    ['username with a space', { username: 'two words' }, USERNAME_INVALID],
    ['username of 51 characters', { username: 'a'.repeat(51) }, USERNAME_INVALID],
    ['age 12', { age: 12 }, AGE_TOO_YOUNG],
    ['age "abc"', { age: 'abc' }, AGE_INVALID],
    ['age -1', { age: -1 }, AGE_INVALID],
    ['age 200', { age: 200 }, AGE_INVALID],
    ['e-mail without a dot', { email: 'kid@school' }, EMAIL_INVALID],
    ['e-mail with a space', { email: 'a b@demo-school.test' }, EMAIL_INVALID],
    ['unicode e-mail', { email: 'jürgen@demo-school.test' }, EMAIL_INVALID],
    ['password without a symbol', { password: 'Weakpass1' }, PASSWORD_INVALID],
    ['password with a forbidden symbol', { password: 'Str0ng#Pass' }, PASSWORD_INVALID],
    ['password of 7 characters', { password: 'Sh0rt!x' }, PASSWORD_INVALID],
    ['password of 129 characters', { password: `Aa1!${'x'.repeat(125)}` }, PASSWORD_TOO_LONG],
    ['a common password dressed up', { password: 'Password1!' }, COMMON_PASSWORD],
  ])('should refuse %s with its message and store nothing', async (_case, change, message) => {
    const before = await userCount();
    const res = await register(
      valid({ username: 'fresh_name', email: 'fresh@demo-school.test', ...change }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(await userCount()).toBe(before);
  });

  it('should accept a 128-character password without truncating it', async () => {
    const password = `Aa1!${'y'.repeat(124)}`;
    await register(
      valid({ username: 'long_pw', email: 'long.pw@demo-school.test', password }),
    ).expect(201);
  });

  it.each([
    ['an empty body', undefined],
    ['an array', [1, 2]],
    ['a 10 kB username', valid({ username: 'x'.repeat(10_240) })],
    [
      '<script> in every field',
      {
        username: '<script>alert(1)</script>',
        age: '<script>',
        email: '<script>@x.test',
        password: '<script>Aa1!</script>',
      },
    ],
    ['an unknown field', valid({ role: 'admin' })],
    ['a number as e-mail', valid({ email: 42 })],
  ])('should answer a clear 400 for %s and store nothing', async (_case, body) => {
    const before = await userCount();
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error.length).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
  });

  it('should answer 400 JSON for a body that is not JSON', async () => {
    const res = await t
      .http()
      .post('/api/users/register')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });
});

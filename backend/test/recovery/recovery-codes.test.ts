import {
  RECOVERY_CODE_INVALID,
  RECOVERY_SUCCESS,
  recoveryLockedMessage,
  recoveryPersonalEmailSent,
} from '@aspire/domain';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { RecoveryCode } from '../../src/recovery/entities/recovery-code.entity';
import { CHOOSE_STUDENTS } from '../../src/recovery/recovery.service';
import { User } from '../../src/users/entities/user.entity';
import { burst, byStatus } from '../limits/burst';
import { DAY, makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { createUser, linkToken, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Recovered!Pw7';
const HOUR = 3_600_000;

describe('recovery codes', () => {
  let t: TestApp;
  let school: Awaited<ReturnType<typeof makeSchool>>;
  let other: Awaited<ReturnType<typeof makeSchool>>;
  let coordinator: string;
  let otherCoordinator: string;
  let n = 0;

  const staffLogin = async (email: string) => {
    const res = await t.http().post('/api/admin/login').send({ email, password: PASSWORD });
    return res.body.token as string;
  };
  const student = (overrides: Partial<User> = {}) =>
    createUser(t, {
      schoolId: school.id,
      email: `s${Date.now()}${n++}@recover.test`,
      ...overrides,
    });
  const issue = (body: object, token = coordinator) =>
    asBearer(t, token).post('/api/admin/recovery-codes', body);
  const codeFor = async (user: User) => {
    const res = await issue({ user_id: user.id }).expect(201);
    return res.body.codes[0].code as string;
  };
  const recover = (username: string, code: string, extra: object = {}) =>
    t
      .http()
      .post('/api/users/recover')
      .send({ username, code, newPassword: NEW_PASSWORD, ...extra });
  const login = (email: string, password: string) =>
    t.http().post('/api/users/login').send({ email, password });
  const auditOf = (userId: string) =>
    t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resourceId: userId }, order: { id: 'ASC' } })
      .then((rows) => rows.map((r) => r.action));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    school = await makeSchool(t, 'Recovery High', 'recover.test');
    other = await makeSchool(t, 'Elsewhere Academy', 'elsewhere-recover.test');
  });
  afterAll(() => t.close());
  // Each test starts with a fresh per-IP budget (every request comes from 127.0.0.1).
  // Each test starts with a fresh per-IP budget (every request comes from 127.0.0.1), so the
  // clock moves on and the staff sign in again.
  beforeEach(async () => {
    t.clock.advance(2 * HOUR);
    coordinator = await staffLogin(school.coordinator.email);
    otherCoordinator = await staffLogin(other.coordinator.email);
  });

  it('should show a code once, store only its keyed hash, and let it work exactly once', async () => {
    const s = await student();
    const res = await issue({ user_id: s.id }).expect(201);
    const [row] = res.body.codes;
    expect(row).toEqual({
      user_id: s.id,
      username: s.username,
      year_group: null,
      class_name: null,
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/),
    });
    expect(Date.parse(res.body.expires_at)).toBe(t.clock.now().getTime() + 14 * DAY);
    const stored = await t.dataSource.getRepository(RecoveryCode).findOneByOrFail({ userId: s.id });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(row.code.replace(/-/g, ''));

    // Typed in lower case without dashes, and with the username in another case.
    const typed = row.code.replace(/-/g, '').toLowerCase();
    await recover(s.username.toUpperCase(), typed).expect(200, { message: RECOVERY_SUCCESS });
    await login(s.email, PASSWORD).expect(401);
    t.clock.advance(60_000);
    await login(s.email, NEW_PASSWORD).expect(200);
    await recover(s.username, row.code, { newPassword: 'Another!Pw8' }).expect(400, {
      error: RECOVERY_CODE_INVALID,
    });
    expect(await auditOf(s.id)).toEqual(
      expect.arrayContaining(['recovery_code_issued', 'recovery_code_used']),
    );
  });

  it('should accept a code until 14 days have passed, and refuse it from then on', async () => {
    const s = await student();
    const early = await student();
    const code = await codeFor(s);
    const earlyCode = await codeFor(early);
    t.clock.advance(14 * DAY - 1000);
    await recover(early.username, earlyCode).expect(200);
    t.clock.advance(1000);
    await recover(s.username, code).expect(400, { error: RECOVERY_CODE_INVALID });
  });

  it("should refuse another student's code and the same code after a reissue", async () => {
    const a = await student();
    const b = await student();
    const first = await codeFor(a);
    await recover(b.username, first).expect(400, { error: RECOVERY_CODE_INVALID });
    const second = await codeFor(a);
    await recover(a.username, first).expect(400, { error: RECOVERY_CODE_INVALID });
    await recover(a.username, second).expect(200);
    expect(await auditOf(a.id)).toEqual([
      'recovery_code_issued',
      'recovery_code_revoked',
      'recovery_code_issued',
      'recovery_code_used',
    ]);
  });

  it('should revoke a code on request', async () => {
    const s = await student();
    const code = await codeFor(s);
    await asBearer(t, coordinator).del(`/api/admin/recovery-codes/${s.id}`).expect(200, {
      revoked: 1,
    });
    await recover(s.username, code).expect(400, { error: RECOVERY_CODE_INVALID });
  });

  it('should end every session of the student on use', async () => {
    const s = await student();
    const first = await tokenFor(t, s);
    t.clock.advance(60_000);
    const second = await tokenFor(t, s);
    await asBearer(t, first).get('/api/users/verify-token').expect(200);
    await recover(s.username, await codeFor(s)).expect(200);
    expect(await t.dataSource.getRepository(AuthSession).countBy({ userId: s.id })).toBe(0);
    const fresh = await t.dataSource.getRepository(User).findOneByOrFail({ id: s.id });
    expect(fresh.tokenVersion).toBe(s.tokenVersion + 1);
    await asBearer(t, first).get('/api/users/verify-token').expect(401);
    await asBearer(t, second).get('/api/users/verify-token').expect(401);
  });

  it('should lock the account after 5 wrong codes, and 50 parallel wrong codes pass only 5', async () => {
    const s = await student();
    const code = await codeFor(s);
    const wrong = (i: number) => `ZZZZ-ZZZZ-ZZZZ-${String(1000 + i).slice(-4)}`;
    const responses = await burst(50, (i) => recover(s.username, wrong(i)));
    expect(byStatus(responses)).toEqual({ 400: 5, 429: 45 });
    const locked = responses.find((r) => r.status === 429)!;
    expect(locked.body.error).toMatch(
      /^Too many recovery code attempts for this account\. Please wait \d+ (minutes|seconds)\.$/,
    );
    // Even the right code waits out the lock, then works.
    await recover(s.username, code).expect(429, { error: recoveryLockedMessage(15 * 60) });
    t.clock.advance(15 * 60_000);
    await recover(s.username, code).expect(200);
  });

  it('should hold a per-IP budget across usernames', async () => {
    const responses = await burst(70, (i) => recover(`ghost_${n}_${i}`, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ'));
    expect(byStatus(responses)).toEqual({ 400: 60, 429: 10 });
    expect(responses.find((r) => r.status === 429)!.body.error).toMatch(
      /^Too many recovery code attempts from this IP\. Please wait \d+ minutes\.$/,
    );
  });

  it('should keep the password rules of the reset and not spend the code on a refusal', async () => {
    const s = await student();
    const code = await codeFor(s);
    const weak = await recover(s.username, code, { newPassword: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^Password must be at least 8 characters/);
    await recover(s.username, code).expect(200);
  });

  it('should mail a personal address the existing change link, which becomes the sign-in address', async () => {
    const s = await student();
    const personal = `ami${n++}@personal.example`;
    await recover(s.username, await codeFor(s), { personalEmail: personal }).expect(200, {
      message: recoveryPersonalEmailSent(personal),
    });
    const token = await linkToken(t, personal);
    await t.http().get('/api/users/verify-email').query({ token }).expect(200);
    t.clock.advance(60_000);
    await login(personal, NEW_PASSWORD).expect(200);
    const fresh = await t.dataSource.getRepository(User).findOneByOrFail({ id: s.id });
    expect([fresh.email, fresh.schoolId]).toEqual([personal, school.id]);
  });

  it("should print codes for a class only, of the coordinator's own school", async () => {
    const a = await student({ yearGroup: 'Year 11', className: '11R' });
    const b = await student({ yearGroup: 'Year 11', className: '11R' });
    await student({ yearGroup: 'Year 11', className: '11S' });
    const res = await issue({ class_name: '11R' }).expect(201);
    expect(res.body.codes.map((c: { user_id: string }) => c.user_id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    await issue({}).expect(400, { error: CHOOSE_STUDENTS });
    await issue({ class_name: '11R', school_id: school.id }, otherCoordinator).expect(403, {
      error: OTHER_SCHOOL,
    });
    // The other school's coordinator sees none of these students.
    const theirs = await issue({ class_name: '11R' }, otherCoordinator).expect(201);
    expect(theirs.body.codes).toEqual([]);
  });

  it("should refuse another school's coordinator for one student (403)", async () => {
    const s = await student();
    await issue({ user_id: s.id }, otherCoordinator).expect(403, { error: OTHER_SCHOOL });
    await asBearer(t, otherCoordinator).del(`/api/admin/recovery-codes/${s.id}`).expect(403);
    expect(await t.dataSource.getRepository(RecoveryCode).countBy({ userId: s.id })).toBe(0);
  });
});

import { createHash } from 'node:crypto';
import {
  FORGOT_SUCCESS,
  RESET_PASSWORD_SUCCESS,
  STAFF_INVITATION_ACCOUNT_EXISTS,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_SCHOOL_REQUIRED,
  STAFF_PASSWORD_SET,
  staffInvitationSent,
} from '@aspire/domain';
import { COMMON_PASSWORD } from '../../src/auth/common-passwords';
import { EmailToken } from '../../src/auth/entities/email-token.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { DEMO_SCHOOL } from '../../src/seed/seed.service';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { backofficeLink } from '../support/backoffice-link';
import { createUser, mailsTo, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const NEW_PASSWORD = 'Staff!Pass72';

describe('staff invitations', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asBearer>;
  let schoolId: number;
  let counter = 0;
  const address = () => `staff${Date.now().toString(36)}${counter++}@demo-school.test`;

  beforeAll(async () => {
    t = await createTestApp();
    schoolId = (
      await t.dataSource.getRepository(School).findOneByOrFail({ name: DEMO_SCHOOL.name })
    ).id;
  });
  // Afresh for each test: one moves the clock past a session's life.
  beforeEach(async () => {
    admin = asBearer(t, await staffToken(t, 'admin'));
  });
  afterAll(() => t.close());

  const invite = (email: string, role = 'coordinator', school_id: number | null = schoolId) =>
    admin.post('/api/admin/staff-invitations', { email, role, school_id });
  const accept = (email: string, token: string, newPassword = NEW_PASSWORD) =>
    t.http().post('/api/admin/staff-invitations/accept').send({ email, token, newPassword });
  const signIn = (email: string, password = NEW_PASSWORD) =>
    t.http().post('/api/admin/login').send({ email, password });
  const account = (email: string) => t.dataSource.getRepository(User).findOneByOrFail({ email });
  const auditOf = (userId: string) =>
    t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resourceId: userId }, order: { id: 'ASC' } });

  it('should invite a coordinator whose single link sets the password and signs them in', async () => {
    const email = address();
    await invite(email).expect(201, { message: staffInvitationSent(email) });
    const user = await account(email);
    expect(user).toMatchObject({ role: 'coordinator', schoolId, emailVerifiedAt: null });
    // Nobody can sign in before the password is chosen.
    await signIn(email).expect(401);

    const [mail] = await mailsTo(t, email);
    expect(mail.subject).toBe('You are invited to the Aspire back-office');
    expect(mail.textBody).toContain(`as school coordinator for ${DEMO_SCHOOL.name}`);
    const link = await backofficeLink(t, email);
    expect(link).toMatchObject({ page: 'set-password', email });

    await accept(email, link.token).expect(200, { message: STAFF_PASSWORD_SET });
    expect((await account(email)).emailVerifiedAt).not.toBeNull();
    const signedIn = await signIn(email).expect(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // Single use.
    await accept(email, link.token, 'Other!Pass72').expect(400, {
      error: STAFF_INVITATION_INVALID,
    });
    await signIn(email, 'Other!Pass72').expect(401);

    const actions = (await auditOf(user.id)).map((row) => [row.action, row.actorEmail]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['staff_invited', 'admin@aspire.test'],
        ['staff_invitation_accepted', email],
      ]),
    );
  });

  it('should keep only the hash of the link', async () => {
    const email = address();
    await invite(email).expect(201);
    const { token } = await backofficeLink(t, email);
    const user = await account(email);
    const rows = await t.dataSource
      .getRepository(EmailToken)
      .findBy({ userId: user.id, purpose: 'staff_invite' });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('should refuse a link after 72 hours', async () => {
    const email = address();
    await invite(email).expect(201);
    const { token } = await backofficeLink(t, email);
    t.clock.advance(72 * HOUR + 1000);
    await accept(email, token).expect(400, { error: STAFF_INVITATION_INVALID });
  });

  it('should make the earlier link useless when the address is invited again', async () => {
    const email = address();
    await invite(email).expect(201);
    const first = await backofficeLink(t, email);
    t.clock.advance(1000);
    await invite(email, 'admin', null).expect(201);
    const second = await backofficeLink(t, email);
    expect(second.token).not.toBe(first.token);
    await accept(email, first.token).expect(400, { error: STAFF_INVITATION_INVALID });
    await accept(email, second.token).expect(200);
    const user = await account(email);
    expect(user).toMatchObject({ role: 'admin', schoolId: null });
    expect((await auditOf(user.id)).map((row) => row.action)).toContain('staff_reinvited');
  });

  it("should refuse another address's link and a link used with the wrong address", async () => {
    const owner = address();
    const other = address();
    await invite(owner).expect(201);
    await invite(other).expect(201);
    const { token } = await backofficeLink(t, owner);
    await accept(other, token).expect(400, { error: STAFF_INVITATION_INVALID });
    await accept('nobody@demo-school.test', token).expect(400, {
      error: STAFF_INVITATION_INVALID,
    });
    await accept(owner, token).expect(200);
  });

  it('should hold the password to the register rule and the common-password list', async () => {
    const email = address();
    await invite(email).expect(201);
    const { token } = await backofficeLink(t, email);
    const weak = await accept(email, token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^Password must be at least 8 characters/);
    await accept(email, token, 'Welcome1!').expect(400, { error: COMMON_PASSWORD });
    // A refused password leaves the link usable.
    await accept(email, token).expect(200);
  });

  it('should ask a coordinator for a school, and refuse a role that is not staff', async () => {
    await invite(address(), 'coordinator', null).expect(400, {
      error: STAFF_INVITATION_SCHOOL_REQUIRED,
    });
    await invite(address(), 'careers_adviser', null).expect(400, {
      error: STAFF_INVITATION_SCHOOL_REQUIRED,
    });
    const adviser = address();
    await invite(adviser, 'careers_adviser').expect(201);
    expect(await account(adviser)).toMatchObject({ role: 'careers_adviser', schoolId });
    const student = await invite(address(), 'user');
    expect(student.status).toBe(400);
    await invite(address(), 'coordinator', 999_999).expect(400);
  });

  it('should refuse an address whose account is in use (a role change is the Users page)', async () => {
    const student = await createUser(t);
    await invite(student.email).expect(409, { error: STAFF_INVITATION_ACCOUNT_EXISTS });
    expect((await account(student.email)).role).toBe('user');
    // An unverified student's sign-up is not taken over either.
    const unverified = await createUser(t, { emailVerifiedAt: null });
    await invite(unverified.email).expect(409);
    // Nor an accepted invitation.
    const email = address();
    await invite(email).expect(201);
    await accept(email, (await backofficeLink(t, email)).token).expect(200);
    await invite(email).expect(409, { error: STAFF_INVITATION_ACCOUNT_EXISTS });
  });

  it('should let admins alone invite', async () => {
    const coordinator = asBearer(t, await staffToken(t, 'coordinator'));
    await coordinator
      .post('/api/admin/staff-invitations', {
        email: address(),
        role: 'coordinator',
        school_id: schoolId,
      })
      .expect(403);
    await t
      .http()
      .post('/api/admin/staff-invitations')
      .send({ email: address(), role: 'coordinator', school_id: schoolId })
      .expect(401);
  });

  it('should let an invitee who resets the password before accepting sign in', async () => {
    const email = address();
    await invite(email).expect(201);
    await t.http().post('/api/users/forgot-password').send({ email }).expect(200);
    const link = await backofficeLink(t, email);
    expect(link.page).toBe('reset-password');
    await t
      .http()
      .post('/api/users/reset-password')
      .send({ email, token: link.token, newPassword: NEW_PASSWORD })
      .expect(200, { message: RESET_PASSWORD_SUCCESS });
    expect((await account(email)).emailVerifiedAt).not.toBeNull();
    await signIn(email).expect(200);
  });

  it("should send staff's reset links to the back-office and students' to the portal", async () => {
    const email = address();
    await invite(email).expect(201);
    await accept(email, (await backofficeLink(t, email)).token).expect(200);
    await t.http().post('/api/users/forgot-password').send({ email }).expect(200, {
      message: FORGOT_SUCCESS,
    });
    const link = await backofficeLink(t, email);
    expect(link.page).toBe('reset-password');
    await t
      .http()
      .post('/api/users/reset-password')
      .send({ email, token: link.token, newPassword: 'Reset!Pass72' })
      .expect(200, { message: RESET_PASSWORD_SUCCESS });
    await signIn(email, 'Reset!Pass72').expect(200);

    const student = await createUser(t);
    await t.http().post('/api/users/forgot-password').send({ email: student.email }).expect(200);
    const [mail] = await mailsTo(t, student.email);
    expect(mail.textBody).toMatch(/\/reset-password\?token=/);
    expect(mail.textBody).not.toContain('/admin/');
  });
});

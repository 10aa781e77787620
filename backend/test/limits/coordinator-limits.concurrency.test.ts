import { RejectedSignup } from '../../src/reports/entities/rejected-signup.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { DAY, makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { createUser, mailsTo, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// The coordinator's bulk resend, the rejected sign-up counter and the one-click
// domain add hold under 50 simultaneous requests.
describe('coordinator actions under concurrent requests', () => {
  let t: TestApp;
  let coordinator: string;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Burst School', 'burst-school.test');
    schoolId = school.id;
    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ email: 'coordinator@burst-school.test', password: PASSWORD });
    coordinator = res.body.token as string;
  });
  afterAll(() => t.close());

  it('should mail each unverified student once when 50 bulk resends arrive at once', async () => {
    const created = new Date(t.clock.now().getTime() - 10 * DAY);
    const students = [];
    for (let i = 0; i < 3; i++) {
      students.push(
        await createUser(t, {
          schoolId,
          email: `late${i}@burst-school.test`,
          emailVerifiedAt: null,
          createdAt: created,
        }),
      );
    }
    const responses = await burst(50, () =>
      asBearer(t, coordinator).post('/api/admin/students/resend-verification').send({ days: 7 }),
    );
    expect(byStatus(responses)).toEqual({ 201: 50 });
    const sent = responses.reduce((sum, r) => sum + (r.body as { sent: number }).sent, 0);
    expect(sent).toBe(3);
    for (const s of students) expect(await mailsTo(t, s.email)).toHaveLength(1);
  });

  it('should count 50 refused sign-ups of one domain as 50 attempts', async () => {
    const responses = await burst(50, (i) =>
      t
        .http()
        .post('/api/users/register')
        .send({
          username: `refused_${i}`,
          age: 15,
          email: `kid${i}@pupils.burst-school.test`,
          password: 'Str0ng!Pass9',
        }),
    );
    expect(byStatus(responses)).toEqual({ 403: 50 });
    const row = await t.dataSource
      .getRepository(RejectedSignup)
      .findOneByOrFail({ domain: 'pupils.burst-school.test' });
    expect(row.attempts).toBe(50);
  });

  it('should add a rejected domain once when clicked 50 times at once', async () => {
    const row = await t.dataSource
      .getRepository(RejectedSignup)
      .findOneByOrFail({ domain: 'pupils.burst-school.test' });
    const responses = await burst(50, () =>
      asBearer(t, coordinator).post(`/api/admin/rejected-signups/${row.id}/add-domain`).send({}),
    );
    expect(byStatus(responses)).toEqual({ 201: 1, 404: 49 });
    expect(
      await t.dataSource
        .getRepository(WhitelistEntry)
        .countBy({ value: 'pupils.burst-school.test' }),
    ).toBe(1);
  });
});

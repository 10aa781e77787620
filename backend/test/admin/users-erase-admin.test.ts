import {
  ACCOUNT_DELETED,
  ERASE_SELF_REFUSED,
  ERASE_STUDENTS_ONLY,
  ERASURE_REASON_REQUIRED,
} from '@aspire/domain';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { findEverywhere, livedInStudent, onlyIdInAudit } from '../support/erasure';
import { createUser, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const REASON = 'The school asked on behalf of the parent';

describe('DELETE /api/admin/users/:id', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asBearer>;
  let coordinator: ReturnType<typeof asBearer>;
  let demo: School;
  let other: School;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asBearer(t, await staffToken(t, 'admin'));
    coordinator = asBearer(t, await staffToken(t, 'coordinator'));
    const schools = t.dataSource.getRepository(School);
    demo = await schools.findOneByOrFail({ name: 'Demo School' });
    await schools.insert({ name: 'Other School', createdAt: t.clock.now() });
    other = await schools.findOneByOrFail({ name: 'Other School' });
  });
  afterAll(() => t.close());

  const exists = (id: string) => t.dataSource.getRepository(User).existsBy({ id });
  const erasure = (id: string) =>
    t.dataSource.getRepository(AuditLog).findOneBy({ action: 'account_deleted', resourceId: id });

  it("should erase like the student's own deletion, audited with the admin and the reason", async () => {
    const s = await livedInStudent(t, 'adele');
    await admin
      .del(`/api/admin/users/${s.id}`, { reason: `  ${REASON} ` })
      .expect(200, { message: ACCOUNT_DELETED });
    expect(await findEverywhere(t.dataSource, s.needles, onlyIdInAudit(s.id))).toEqual([]);
    expect(await erasure(s.id)).toMatchObject({
      actorEmail: 'admin@aspire.test',
      resource: 'users',
      before: null,
      after: { reason: REASON },
      schoolId: demo.id,
    });
    await asBearer(t, s.token).get(`/api/users/user/${s.id}`).expect(401);
  });

  it('should require a reason and change nothing without one', async () => {
    const user = await createUser(t, { schoolId: demo.id });
    for (const body of [{}, { reason: '' }, { reason: '  \n ' }, { reason: 42 }]) {
      await admin
        .del(`/api/admin/users/${user.id}`, body)
        .expect(400, { error: ERASURE_REASON_REQUIRED });
    }
    await admin.del(`/api/admin/users/${user.id}`, { reason: 'x'.repeat(501) }).expect(400);
    expect(await exists(user.id)).toBe(true);
    expect(await erasure(user.id)).toBeNull();
  });

  it("should let a coordinator erase their own school's students only", async () => {
    const mine = await createUser(t, { schoolId: demo.id });
    const theirs = await createUser(t, { schoolId: other.id });
    const colleague = await createUser(t, { schoolId: demo.id, role: 'coordinator' });
    await coordinator
      .del(`/api/admin/users/${theirs.id}`, { reason: REASON })
      .expect(403, { error: OTHER_SCHOOL });
    await coordinator
      .del(`/api/admin/users/${colleague.id}`, { reason: REASON })
      .expect(403, { error: ERASE_STUDENTS_ONLY });
    expect(await exists(theirs.id)).toBe(true);
    expect(await exists(colleague.id)).toBe(true);
    await coordinator
      .del(`/api/admin/users/${mine.id}`, { reason: REASON })
      .expect(200, { message: ACCOUNT_DELETED });
    expect(await exists(mine.id)).toBe(false);
    expect(await erasure(mine.id)).toMatchObject({
      actorEmail: 'coordinator@demo-school.test',
      after: { reason: REASON },
    });
  });

  it('should refuse an admin erasing their own account, and answer 404 for an unknown one', async () => {
    const me = await createUser(t, { role: 'admin' });
    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ email: me.email, password: 'Correct!Horse7' })
      .expect(200);
    await asBearer(t, res.body.token)
      .del(`/api/admin/users/${me.id}`, { reason: REASON })
      .expect(403, { error: ERASE_SELF_REFUSED });
    expect(await exists(me.id)).toBe(true);
    await admin
      .del('/api/admin/users/00000000-0000-4000-8000-000000000000', { reason: REASON })
      .expect(404, { error: 'User not found.' });
  });

  it("should keep the school's whitelist entries a coordinator added when erasing the coordinator", async () => {
    const staff = await createUser(t, { schoolId: demo.id, role: 'coordinator' });
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'email',
      value: 'class.list@demo-school.test',
      schoolId: demo.id,
      addedBy: staff.id,
      createdAt: t.clock.now(),
    });
    await admin.del(`/api/admin/users/${staff.id}`, { reason: REASON }).expect(200);
    expect(
      await t.dataSource
        .getRepository(WhitelistEntry)
        .findOneByOrFail({ value: 'class.list@demo-school.test' }),
    ).toMatchObject({ addedBy: null, schoolId: demo.id });
  });

  it('should erase once when two staff delete the same student together', async () => {
    const user = await createUser(t, { schoolId: demo.id });
    const results = await Promise.all([
      admin.del(`/api/admin/users/${user.id}`, { reason: REASON }),
      coordinator.del(`/api/admin/users/${user.id}`, { reason: REASON }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(
      await t.dataSource
        .getRepository(AuditLog)
        .countBy({ action: 'account_deleted', resourceId: user.id }),
    ).toBe(1);
  });
});

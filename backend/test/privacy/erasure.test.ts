import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { findEverywhere, livedInStudent, onlyIdInAudit, tablesOf } from '../support/erasure';
import { createTestApp, TestApp } from '../support/test-app';

describe("a student's erasure leaves nothing of them in any table", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('should find the student in many tables before, and only as an id in the audit trail after', async () => {
    const s = await livedInStudent(t, 'erin');
    const before = await findEverywhere(t.dataSource, s.needles);
    const tables = new Set(before.map((f) => f.split('.')[0]));
    // The walk sees what it must: the schema as the database lists it, and the student in it.
    expect(await tablesOf(t.dataSource)).toEqual(expect.arrayContaining(['users', 'audit_logs']));
    expect([...tables].sort()).toEqual(
      expect.arrayContaining([
        'analytics_events',
        'assessment_answers',
        'assessment_progress',
        'audit_logs',
        'auth_limits',
        'email_tokens',
        'mail_outbox',
        'users',
        'whitelist_entries',
      ]),
    );

    await asBearer(t, s.token)
      .del(`/api/users/delete/${s.id}`, { password: s.password })
      .expect(200, { message: 'Account deleted successfully' });

    expect(await findEverywhere(t.dataSource, s.needles, onlyIdInAudit(s.id))).toEqual([]);
    const trail = await t.dataSource
      .getRepository(AuditLog)
      .find({ where: [{ actorId: s.id }, { resourceId: s.id }], order: { id: 'ASC' } });
    expect(trail.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'register',
        'email_verified',
        'login_failed',
        'update_username',
        'email_changed',
        'invite',
        'update',
        'account_deleted',
      ]),
    );
    const renamed = trail.find((r) => r.action === 'update_username')!;
    expect([renamed.before, renamed.after]).toEqual([
      { username: '[erased]' },
      { username: '[erased]' },
    ]);
    expect(trail.every((r) => r.actorEmail === null || r.actorEmail === 'admin@aspire.test')).toBe(
      true,
    );
  });

  it("should remove invitations of friends who never registered and keep a registered friend's", async () => {
    const s = await livedInStudent(t, 'fred');
    await asBearer(t, s.token)
      .del(`/api/users/delete/${s.id}`, { password: s.password })
      .expect(200);
    const entries = t.dataSource.getRepository(WhitelistEntry);
    expect(await entries.countBy({ value: s.invited.unused })).toBe(0);
    expect(await entries.findOneByOrFail({ value: s.invited.joined })).toMatchObject({
      addedBy: null,
    });
    expect(await t.dataSource.getRepository(User).countBy({ email: s.invited.joined })).toBe(1);
    expect(await findEverywhere(t.dataSource, [s.invited.unused])).toEqual([]);
  });
});

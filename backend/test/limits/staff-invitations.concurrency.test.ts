import { STAFF_INVITATION_INVALID, STAFF_PASSWORD_SET } from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { backofficeLink } from '../support/backoffice-link';
import { staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// An invitation link sets one password, however many times it is sent at once.
describe('staff invitation links used at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_THROTTLE_PER_MINUTE: '100000' } });
  });
  afterAll(() => t.close());

  it('should set the password once of 50 parallel uses of one link', async () => {
    const email = 'racing.staff@demo-school.test';
    const admin = asBearer(t, await staffToken(t, 'admin'));
    await admin
      .post('/api/admin/staff-invitations', { email, role: 'admin', school_id: null })
      .expect(201);
    const { token } = await backofficeLink(t, email);

    const results = await burst(50, (i) =>
      t
        .http()
        .post('/api/admin/staff-invitations/accept')
        .send({ email, token, newPassword: `Racer!Pass${i}` }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 400: 49 });
    const winner = results.findIndex((r) => r.status === 200);
    expect(results[winner].body).toEqual({ message: STAFF_PASSWORD_SET });
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body).toEqual({ error: STAFF_INVITATION_INVALID });
    }
    // The winner's password is the one kept.
    await t
      .http()
      .post('/api/admin/login')
      .send({ email, password: `Racer!Pass${winner}` })
      .expect(200);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ email });
    const accepted = await t.dataSource
      .getRepository(AuditLog)
      .countBy({ resourceId: user.id, action: 'staff_invitation_accepted' });
    expect(accepted).toBe(1);
  });
});

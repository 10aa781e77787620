import { asBearer } from '../support/as-bearer';
import { signedInStudent, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * API answers that hold personal data are never stored by a browser or a shared cache (ASVS 5.0
 * 14.3.2): a school's shared computer must not keep a student's profile after they leave.
 */
describe('Cache-Control on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no-store on a student profile, their insights and the admin users list', async () => {
    const { user, as } = await signedInStudent(t);
    for (const path of [`/api/users/user/${user.id}`, `/api/insights/${user.id}`]) {
      const res = await as.get(path);
      expect(res.status).toBeLessThan(500);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    const admin = asBearer(t, await staffToken(t, 'admin'));
    const list = await admin.get('/api/admin/users').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on refusals and errors too (401, 404)', async () => {
    const refused = await t.http().get('/api/users/verify-token').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await t.http().get('/api/no-such-route').expect(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('keeps a route that may be revalidated as it says (the question bank: private, no-cache)', async () => {
    const { as } = await signedInStudent(t);
    const res = await as.get('/api/questions', { status: 'Subject Assessments' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

import { asBearer } from '../support/as-bearer';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const LISTS = ['questions', 'facets', 'whitelist', 'schools', 'users', 'audit-logs', 'outbox'];
const HOSTILE_SORT_FIELDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

// One list request with a prototype key as its sort field took the process down.
describe('back-office list parameters', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    coordinator = await staffToken(t, 'coordinator');
  });
  afterAll(() => t.close());

  const lists = LISTS.flatMap((list) => HOSTILE_SORT_FIELDS.map((field) => [list, field]));

  it.each(lists)('should refuse to sort %s by "%s" with a 400', async (list, field) => {
    const res = await asBearer(t, admin).get(`/api/admin/${list}`, {
      sort: JSON.stringify([field, 'ASC']),
    });
    expect([res.status, res.body]).toEqual([400, { error: `Cannot sort ${list} by "${field}".` }]);
  });

  it('should go on signing people in after every hostile sort a coordinator can send', async () => {
    for (const list of ['whitelist', 'users', 'audit-logs']) {
      for (const field of HOSTILE_SORT_FIELDS) {
        await asBearer(t, coordinator)
          .get(`/api/admin/${list}`, { sort: JSON.stringify([field, 'DESC']) })
          .expect(400);
      }
    }
    const student = await createUser(t);
    const token = await tokenFor(t, student);
    await asBearer(t, token).get(`/api/users/user/${student.id}`).expect(200);
    await asBearer(t, admin).get('/api/admin/users', { sort: '["email","ASC"]' }).expect(200);
  });

  it.each(LISTS)('should answer an empty page for %s filtered by no ids', async (list) => {
    const res = await asBearer(t, admin)
      .get(`/api/admin/${list}`, { filter: '{"id":[]}' })
      .expect(200);
    expect(res.body).toEqual([]);
  });

  it('should ignore ids that are not ids', async () => {
    const res = await asBearer(t, admin)
      .get('/api/admin/schools', { filter: '{"id":[{"a":1},null,true,""]}' })
      .expect(200);
    expect(res.body).toEqual([]);
  });
});

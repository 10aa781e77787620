import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { STAFF_BY_ADMINS_ONLY } from '../../src/users/users-admin.service';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { createUser, PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// Where a school's staff stop: a coordinator writes to their own school only and manages its
// students, never its staff (docs/product/coordinators.md); an admin's empty change moves nothing.
describe('coordinator and admin boundaries', () => {
  let t: TestApp;
  let admin: string;
  let north: Awaited<ReturnType<typeof makeSchool>>;
  let south: Awaited<ReturnType<typeof makeSchool>>;
  let coordinator: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    north = await makeSchool(t, 'Boundary North', 'boundary-north.test');
    south = await makeSchool(t, 'Boundary South', 'boundary-south.test');
    const login = await t
      .http()
      .post('/api/admin/login')
      .send({ email: north.coordinator.email, password: PASSWORD })
      .expect(200);
    coordinator = login.body.token as string;
  });
  afterAll(() => t.close());

  const as = (token: string) => asBearer(t, token);
  const entries = (schoolId: number) =>
    t.dataSource.getRepository(WhitelistEntry).countBy({ schoolId });

  it('should leave the school of a whitelist entry alone when an admin saves {}', async () => {
    const entry = await t.dataSource.getRepository(WhitelistEntry).findOneByOrFail({
      value: north.domain,
    });
    const res = await as(admin).put(`/api/admin/whitelist/${entry.id}`, {});
    expect(res.status).toBe(200);
    expect(res.body.school_id).toBe(north.id);
    const stored = await t.dataSource.getRepository(WhitelistEntry).findOneByOrFail({
      id: entry.id,
    });
    expect(stored.schoolId).toBe(north.id);
  });

  it("should refuse with 403 a coordinator's import into another school, writing nothing", async () => {
    const before = await entries(south.id);
    const roster = await as(coordinator).post('/api/admin/students/roster-import', {
      csv: `pupil1@${south.domain},Year 10,10A`,
      school_id: south.id,
    });
    expect([roster.status, roster.body]).toEqual([403, { error: OTHER_SCHOOL }]);
    const whitelist = await as(coordinator).post('/api/admin/whitelist/import', {
      csv: `pupil2@${south.domain}`,
      school_id: south.id,
    });
    expect([whitelist.status, whitelist.body]).toEqual([403, { error: OTHER_SCHOOL }]);
    expect(await entries(south.id)).toBe(before);
    // Their own school, named or not, still imports.
    const own = await as(coordinator).post('/api/admin/students/roster-import', {
      csv: `pupil3@${north.domain},Year 10,10A`,
      school_id: north.id,
    });
    expect([own.status, own.body.added]).toEqual([201, 1]);
  });

  it("should refuse with 403 a coordinator's change to a staff account of their school", async () => {
    const colleague = await createUser(t, { role: 'coordinator', schoolId: north.id });
    const head = await createUser(t, { role: 'admin', schoolId: north.id });
    for (const staff of [colleague, head, north.coordinator]) {
      const rename = await as(coordinator).put(`/api/admin/users/${staff.id}`, {
        username: `renamed_${staff.id.slice(0, 6)}`,
      });
      expect([rename.status, rename.body]).toEqual([403, { error: STAFF_BY_ADMINS_ONLY }]);
      const unlock = await as(coordinator).post(`/api/admin/users/${staff.id}/unlock`);
      expect([unlock.status, unlock.body]).toEqual([403, { error: STAFF_BY_ADMINS_ONLY }]);
      const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: staff.id });
      expect(stored.username).toBe(staff.username);
    }
    // A student of the school stays theirs to manage.
    const student = await createUser(t, { role: 'user', schoolId: north.id });
    const renamed = `pupil_${student.id.slice(0, 6)}`;
    const ok = await as(coordinator).put(`/api/admin/users/${student.id}`, { username: renamed });
    expect([ok.status, ok.body.username]).toEqual([200, renamed]);
    await as(coordinator).post(`/api/admin/users/${student.id}/unlock`).expect(201);
    // An admin still changes staff.
    await as(admin)
      .put(`/api/admin/users/${colleague.id}`, { username: `staff_${colleague.id.slice(0, 6)}` })
      .expect(200);
  });
});

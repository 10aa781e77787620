import { CHOOSE_SCOPE } from '../../src/assignments/dto/assignment.dto';
import { ADMIN_NAMES_SCHOOL } from '../../src/assignments/assignments.service';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { asBearer } from '../support/as-bearer';
import { createUser, PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY, makeSchool, session } from '../reports/school';
import { Assignment } from '../../src/assignments/entities/assignment.entity';

/**
 * Making an assignment (docs/product/coordinators.md, "Assignments"): the year groups and classes
 * come from the school's students, and the coordinator is warned, with counts, where an
 * assessment is locked or already done. Nothing is written by either call.
 */
describe('assignment pickers and warnings', () => {
  let t: TestApp;
  let coordinator: ReturnType<typeof asBearer>;
  let other: ReturnType<typeof asBearer>;
  let admin: ReturnType<typeof asBearer>;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Pick School', 'pick-school.test');
    await makeSchool(t, 'Other Pick School', 'other-pick.test');
    schoolId = school.id;
    const login = async (email: string) =>
      (await t.http().post('/api/admin/login').send({ email, password: PASSWORD })).body
        .token as string;
    coordinator = asBearer(t, await login('coordinator@pick-school.test'));
    other = asBearer(t, await login('coordinator@other-pick.test'));
    admin = asBearer(t, await staffToken(t, 'admin'));
    const pupil = (n: number, yearGroup: string | null, className: string | null) =>
      createUser(t, {
        schoolId,
        email: `p${n}@pick-school.test`,
        username: `pick_${n}`,
        yearGroup,
        className,
      });
    const now = t.clock.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY);
    // Year 10: 10A has p1–p3, 10C has p4. p1 finished FutureReady and UniReady (StudyStyle open);
    // p2 finished only FutureReady, 8 months ago (StudyStyle locked, FutureReady due again).
    const p1 = await pupil(1, 'Year 10', '10A');
    const p2 = await pupil(2, 'Year 10', '10A');
    await pupil(3, 'Year 10', '10A');
    await pupil(4, 'Year 10', '10C');
    await pupil(5, 'Year 11', null);
    await pupil(6, null, null);
    await session(t, p1, 'Career', [], ago(10));
    await session(t, p1, 'Subject', [], ago(10));
    await session(t, p2, 'Career', [], ago(240));
    // Staff of the school are never a year group's students.
    await createUser(t, { schoolId, role: 'coordinator', yearGroup: 'Staff room', className: 'S' });
  });
  afterAll(() => t.close());

  it("should list the year groups and classes the school's students are in, with counts", async () => {
    const res = await coordinator.get('/api/admin/assignments/groups').expect(200);
    expect(res.body).toEqual({
      year_groups: [
        { year_group: 'Year 10', students: 4 },
        { year_group: 'Year 11', students: 1 },
      ],
      classes: [
        { year_group: 'Year 10', class_name: '10A', students: 3 },
        { year_group: 'Year 10', class_name: '10C', students: 1 },
      ],
    });
    const theirs = await other.get('/api/admin/assignments/groups').expect(200);
    expect(theirs.body).toEqual({ year_groups: [], classes: [] });
    const refused = await other.get('/api/admin/assignments/groups', {
      school_id: String(schoolId),
    });
    expect([refused.status, refused.body]).toEqual([403, { error: OTHER_SCHOOL }]);
    const adminNamesNone = await admin.get('/api/admin/assignments/groups').expect(400);
    expect(adminNamesNone.body).toEqual({ error: ADMIN_NAMES_SCHOOL });
    const forAdmin = await admin
      .get('/api/admin/assignments/groups', { school_id: String(schoolId) })
      .expect(200);
    expect(forAdmin.body).toEqual(res.body);
  });

  it('should count the students, and those for whom each assessment is locked or done', async () => {
    const res = await coordinator
      .post('/api/admin/assignments/check', {
        assessment_types: ['Learning', 'Career', 'Subject'],
        year_group: 'Year 10',
        class_name: '10A',
      })
      .expect(200);
    expect(res.body).toEqual({
      students: 3,
      assessments: [
        { type: 'Learning', done: 0, locked: 2 },
        { type: 'Career', done: 1, locked: 0 },
        { type: 'Subject', done: 1, locked: 0 },
      ],
      warnings: [
        'StudyStyle is locked for 2 of 3 students: it opens with Enrich+, after UniReady and FutureReady.',
        'FutureReady is already done by 1 of 3 students (in the last 6 months): they count as complete.',
        'UniReady is already done by 1 of 3 students (in the last 6 months): they count as complete.',
      ],
    });
  });

  it('should answer an unknown group with no students, and write nothing', async () => {
    const before = await t.dataSource.getRepository(Assignment).count();
    const res = await coordinator
      .post('/api/admin/assignments/check', { assessment_types: ['Career'], year_group: 'Year 99' })
      .expect(200);
    expect(res.body).toEqual({
      students: 0,
      assessments: [{ type: 'Career', done: 0, locked: 0 }],
      warnings: [],
    });
    expect(await t.dataSource.getRepository(Assignment).count()).toBe(before);
  });

  it('should refuse a check without a scope, of another school, or hostile', async () => {
    const none = await coordinator
      .post('/api/admin/assignments/check', { assessment_types: ['Career'], year_group: '  ' })
      .expect(400);
    expect(none.body).toEqual({ error: CHOOSE_SCOPE });
    const foreign = await other
      .post('/api/admin/assignments/check', {
        assessment_types: ['Career'],
        year_group: 'Year 10',
        school_id: schoolId,
      })
      .expect(403);
    expect(foreign.body).toEqual({ error: OTHER_SCHOOL });
    for (const body of [
      { assessment_types: ['Nope'], year_group: 'Year 10' },
      { assessment_types: [], year_group: 'Year 10' },
      { assessment_types: 'Career', year_group: 'Year 10' },
      { assessment_types: ['Career'], year_group: { $gt: '' } },
      { assessment_types: ['Career'], year_group: 'x'.repeat(10_000) },
    ]) {
      const res = await coordinator.post('/api/admin/assignments/check', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});

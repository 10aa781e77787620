import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { NO_STUDENTS_IN_SCOPE } from '../../src/assignments/dto/assignment.dto';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { asBearer } from '../support/as-bearer';
import { createUser, csvRows, PASSWORD, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY, makeSchool } from '../reports/school';

// Managing assignments (docs/product/coordinators.md): the list's CSV, no assignment for nobody,
// and edit, extend and delete, audited, with students seeing the change.
describe('managing assignments', () => {
  let t: TestApp;
  let coordinator: string;
  let otherCoordinator: string;
  let studentToken: string;

  const staffLogin = async (email: string) => {
    const res = await t.http().post('/api/admin/login').send({ email, password: PASSWORD });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.token as string;
  };
  const as = (token: string) => asBearer(t, token);
  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Manage School', 'manage-school.test');
    await makeSchool(t, 'Other Manage School', 'other-manage.test');
    coordinator = await staffLogin('coordinator@manage-school.test');
    otherCoordinator = await staffLogin('coordinator@other-manage.test');
    const student = await createUser(t, {
      schoolId: school.id,
      email: 'pupil@manage-school.test',
      yearGroup: 'Year 10',
      className: '10A',
    });
    studentToken = await tokenFor(t, student);
  });
  afterAll(() => t.close());

  const create = (body: object) =>
    as(coordinator).post('/api/admin/assignments', {
      assessment_types: ['Career'],
      due_at: inDays(14),
      ...body,
    });

  it('should refuse an assignment that no student is in', async () => {
    const res = await create({ year_group: 'Year 99' });
    expect([res.status, res.body]).toEqual([400, { error: NO_STUDENTS_IN_SCOPE }]);
    const list = await as(coordinator).get('/api/admin/assignments').expect(200);
    expect(list.body.filter((a: { year_group: string }) => a.year_group === 'Year 99')).toEqual([]);
  });

  it('should export the list as CSV, one line per assignment with its counts', async () => {
    const made = await create({ year_group: 'Year 10', message: 'Before half term' }).expect(201);
    const res = await as(coordinator).get('/api/admin/assignments/export.csv').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...rows] = csvRows(res.text);
    expect(header).toEqual([
      'id',
      'assessment_types',
      'year_group',
      'class_name',
      'due_at',
      'message',
      'students',
      'complete',
      'in_progress',
      'not_started',
    ]);
    const line = rows.find((r) => r[0] === String(made.body.id));
    expect(line).toEqual([
      String(made.body.id),
      'Career',
      'Year 10',
      '',
      made.body.due_at,
      'Before half term',
      '1',
      '0',
      '0',
      '1',
    ]);
    // Another school's coordinator exports only their own (none).
    const other = await as(otherCoordinator).get('/api/admin/assignments/export.csv').expect(200);
    expect(csvRows(other.text).slice(1)).toEqual([]);
  });

  it('should edit and extend an assignment, audited, and the student sees the new date', async () => {
    const made = await create({ class_name: '10A' }).expect(201);
    const id = made.body.id as number;
    const later = inDays(30);
    const patch = (token: string, body: object) =>
      t.http().patch(`/api/admin/assignments/${id}`).auth(token, { type: 'bearer' }).send(body);

    const res = await patch(coordinator, { due_at: later, message: 'Extended by two weeks' });
    expect(res.status).toBe(200);
    expect([res.body.due_at, res.body.message]).toEqual([later, 'Extended by two weeks']);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ resource: 'assignments', action: 'update', resourceId: String(id) });
    expect(audit).toBeTruthy();
    const mine = await as(studentToken).get('/api/assignments/mine').expect(200);
    expect(mine.body.find((a: { id: number }) => a.id === id)?.due_at).toBe(later);

    // Refused: a past date, a scope nobody is in, a field the edit does not take, another school.
    expect((await patch(coordinator, { due_at: inDays(-1) })).status).toBe(400);
    const nobody = await patch(coordinator, { class_name: '99Z' });
    expect([nobody.status, nobody.body]).toEqual([400, { error: NO_STUDENTS_IN_SCOPE }]);
    expect((await patch(coordinator, { school_id: 1 })).status).toBe(400);
    const foreign = await patch(otherCoordinator, { message: 'Mine now' });
    expect([foreign.status, foreign.body]).toEqual([403, { error: OTHER_SCHOOL }]);

    await t
      .http()
      .delete(`/api/admin/assignments/${id}`)
      .auth(coordinator, { type: 'bearer' })
      .expect(200);
    const after = await as(studentToken).get('/api/assignments/mine').expect(200);
    expect(after.body.some((a: { id: number }) => a.id === id)).toBe(false);
  });
});

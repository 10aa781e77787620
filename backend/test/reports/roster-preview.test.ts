import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { DUPLICATE_LINE } from '../../src/reports/roster.service';
import { OUTSIDE_SCHOOL } from '../../src/whitelist/whitelist-rules';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, PASSWORD } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { makeSchool } from './school';

/**
 * A roster is previewed line by line before it is imported (docs/product/coordinators.md,
 * "Roster import"): added, moved (with the groups it had), unchanged, refused with the reason.
 * The preview writes nothing; the import decides the same again and applies it.
 */
describe('roster import with a preview', () => {
  let t: TestApp;
  let as: ReturnType<typeof asBearer>;
  let other: ReturnType<typeof asBearer>;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Preview School', 'preview.test');
    const elsewhere = await makeSchool(t, 'Elsewhere School', 'elsewhere.test');
    schoolId = school.id;
    const login = async (email: string) =>
      (await t.http().post('/api/admin/login').send({ email, password: PASSWORD })).body
        .token as string;
    as = asBearer(t, await login('coordinator@preview.test'));
    other = asBearer(t, await login('coordinator@elsewhere.test'));
    const entries = t.dataSource.getRepository(WhitelistEntry);
    const entry = (value: string, school: number, yearGroup: string, className: string) =>
      entries.insert({
        type: 'email',
        value,
        schoolId: school,
        addedBy: null,
        yearGroup,
        className,
        createdAt: t.clock.now(),
      });
    await entry('mo@preview.test', schoolId, 'Year 10', '10A');
    await entry('una@preview.test', schoolId, 'Year 10', '10B');
    await entry('taken@elsewhere.test', elsewhere.id, 'Year 9', '9A');
    await createUser(t, {
      email: 'mo@preview.test',
      schoolId,
      yearGroup: 'Year 10',
      className: '10A',
    });
  });
  afterAll(() => t.close());

  const CSV = [
    'email,year_group,class_name',
    'new@preview.test,Year 10,10C',
    'MO@preview.test,Year 10,10C',
    'una@preview.test,Year 10,10B',
    'not-an-address,,',
    'new@preview.test,Year 10,10C',
  ].join('\n');

  const snapshot = async () => ({
    entries: await t.dataSource.getRepository(WhitelistEntry).find({ order: { id: 'ASC' } }),
    mo: await t.dataSource.getRepository(User).findOneByOrFail({ email: 'mo@preview.test' }),
    audit: await t.dataSource.getRepository(AuditLog).countBy({ action: 'roster_import' }),
  });

  it('should say what each line would do, and write nothing', async () => {
    const before = await snapshot();
    const res = await as
      .post('/api/admin/students/roster-import/preview', { csv: CSV })
      .expect(200);
    expect(res.body).toMatchObject({ added: 1, moved: 1, unchanged: 1 });
    expect(
      res.body.lines.map((l: Record<string, unknown>) => [
        l.line,
        l.email,
        l.status,
        l.year_group,
        l.class_name,
        l.from_year_group,
        l.from_class_name,
      ]),
    ).toEqual([
      [2, 'new@preview.test', 'added', 'Year 10', '10C', null, null],
      [3, 'mo@preview.test', 'moved', 'Year 10', '10C', 'Year 10', '10A'],
      [4, 'una@preview.test', 'unchanged', 'Year 10', '10B', null, null],
      [5, 'not-an-address', 'refused', null, null, null, null],
      [6, 'new@preview.test', 'refused', null, null, null, null],
    ]);
    expect(res.body.lines[4].reason).toBe(DUPLICATE_LINE);
    expect(typeof res.body.lines[3].reason).toBe('string');
    expect(await snapshot()).toEqual(before);
  });

  it('should import what the preview said, and record it once', async () => {
    const preview = await as.post('/api/admin/students/roster-import/preview', { csv: CSV });
    const res = await as.post('/api/admin/students/roster-import', { csv: CSV }).expect(201);
    expect(res.body.lines).toEqual(preview.body.lines);
    const after = await snapshot();
    expect([after.mo.yearGroup, after.mo.className]).toEqual(['Year 10', '10C']);
    const added = after.entries.find((e) => e.value === 'new@preview.test')!;
    expect([added.schoolId, added.className]).toEqual([schoolId, '10C']);
    expect(after.audit).toBe(1);
    // The same file again: nothing left to change.
    const again = await as
      .post('/api/admin/students/roster-import/preview', { csv: CSV })
      .expect(200);
    expect(again.body).toMatchObject({ added: 0, moved: 0, unchanged: 3 });
  });

  it("should refuse another school's address per line, and another school as a whole", async () => {
    const res = await other
      .post('/api/admin/students/roster-import/preview', {
        csv: 'taken@elsewhere.test,Year 9,9B\nmo@preview.test,Year 9,9B',
      })
      .expect(200);
    expect(res.body.lines.map((l: { status: string }) => l.status)).toEqual(['moved', 'refused']);
    expect(res.body.lines[1].reason).toBe(OUTSIDE_SCHOOL);
    const own = await as
      .post('/api/admin/students/roster-import/preview', {
        csv: 'taken@preview.test,Year 9,9B',
      })
      .expect(200);
    expect(own.body.lines[0].status).toBe('added');
    const whole = await other
      .post('/api/admin/students/roster-import/preview', {
        csv: 'x@elsewhere.test',
        school_id: schoolId,
      })
      .expect(403);
    expect(whole.body).toEqual({ error: OTHER_SCHOOL });
    for (const csv of ['"unclosed', 'a'.repeat(3_000_000), 42]) {
      const hostile = await as.post('/api/admin/students/roster-import/preview', { csv });
      expect([String(csv).slice(0, 10), hostile.status]).toEqual([
        String(csv).slice(0, 10),
        String(csv).length > 1_000_000 ? 413 : 400,
      ]);
      expect(hostile.status).toBeLessThan(500);
    }
  });
});

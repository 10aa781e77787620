import { In } from 'typeorm';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { FEWER_THAN_5 } from '@aspire/domain';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { RejectedSignup } from '../../src/reports/entities/rejected-signup.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { OUTSIDE_SCHOOL } from '../../src/whitelist/whitelist-rules';
import { asBearer } from '../support/as-bearer';
import { csvRows, mailsTo, PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { buildSchool, DAY, makeSchool } from './school';

/** The counts of the hand-built school (see school.ts), stage by stage. */
const FUNNEL = {
  whitelisted_addresses: [0, null],
  registered: [12, null],
  verified: [10, 83.3],
  futureready_started: [7, 70],
  futureready_completed: [6, 85.7],
  uniready_part_i_started: [7, 70],
  uniready_part_i_completed: [7, 100],
  uniready_part_ii_completed: [7, 100],
  uniready_part_iii_started: [5, 71.4],
  uniready_part_iii_completed: [5, 100],
  studystyle_started: [6, 60],
  studystyle_completed: [5, 83.3],
  insights_generated: [1, 10],
  enrich_used: [1, 10],
};

describe('/api/admin/reports, students and rejected sign-ups (issue 13)', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let otherCoordinator: string;
  let school: { id: number; domain: string };
  let other: { id: number };

  const staffLogin = async (email: string) => {
    const res = await t.http().post('/api/admin/login').send({ email, password: PASSWORD });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.token as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    school = await makeSchool(t, 'Report School', 'report-school.test');
    other = await makeSchool(t, 'Other Report School', 'other-report.test');
    coordinator = await staffLogin('coordinator@report-school.test');
    otherCoordinator = await staffLogin('coordinator@other-report.test');
    await buildSchool(t, school.id, school.domain);
  });
  afterAll(() => t.close());

  const as = (token: string) => asBearer(t, token);
  const stages = (body: { stages: { key: string; count: number; rate: number | null }[] }) =>
    Object.fromEntries(body.stages.map((s) => [s.key, [s.count, s.rate]]));

  describe('funnel', () => {
    it('should count every stage of the school with its conversion rate', async () => {
      const res = await as(coordinator).get('/api/admin/reports/funnel').expect(200);
      expect(res.body.school_id).toBe(school.id);
      expect(stages(res.body)).toEqual(FUNNEL);
    });

    it('should give an admin the same numbers for that school', async () => {
      const res = await as(admin)
        .get('/api/admin/reports/funnel')
        .query({ school_id: school.id })
        .expect(200);
      expect(stages(res.body)).toEqual(FUNNEL);
    });

    it('should count only the students registered in the period', async () => {
      const now = t.clock.now().getTime();
      const res = await as(coordinator)
        .get('/api/admin/reports/funnel')
        .query({ from: new Date(now - 5 * DAY).toISOString() })
        .expect(200);
      expect(stages(res.body).registered).toEqual([11, null]);
      expect(stages(res.body).verified).toEqual([10, 90.9]);
    });

    it('should filter by year group and class', async () => {
      const res = await as(coordinator)
        .get('/api/admin/reports/funnel')
        .query({ year_group: 'Year 13', class_name: '13A' })
        .expect(200);
      expect(stages(res.body).registered).toEqual([3, null]);
      expect(stages(res.body).uniready_part_ii_completed).toEqual([2, 100]);
    });

    it("should refuse another school's coordinator with 403", async () => {
      const res = await as(otherCoordinator)
        .get('/api/admin/reports/funnel')
        .query({ school_id: school.id })
        .expect(403);
      expect(res.body).toEqual({ error: OTHER_SCHOOL });
      await as(otherCoordinator)
        .get('/api/admin/reports/aggregates')
        .query({ school_id: school.id })
        .expect(403);
      await as(otherCoordinator)
        .get('/api/admin/reports/weekly/export.csv')
        .query({ school_id: school.id })
        .expect(403);
      await as(otherCoordinator)
        .get('/api/admin/students')
        .query({ filter: JSON.stringify({ school_id: school.id }) })
        .expect(403);
    });

    it("should show another school's coordinator only their own, empty school", async () => {
      const res = await as(otherCoordinator).get('/api/admin/reports/funnel').expect(200);
      expect(res.body.school_id).toBe(other.id);
      expect(stages(res.body).registered).toEqual([0, null]);
    });

    it('should export the funnel as CSV with the same numbers', async () => {
      const res = await as(coordinator).get('/api/admin/reports/funnel/export.csv').expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const rows = csvRows(res.text);
      expect(rows[0]).toEqual(['stage', 'count', 'rate_percent']);
      expect(rows.slice(1, 4)).toEqual([
        ['Whitelisted addresses', '0', ''],
        ['Registered', '12', ''],
        ['Verified', '10', '83.3'],
      ]);
      expect(rows).toHaveLength(15);
      expect(rows[14]).toEqual(['Enrich+ used', '1', '10']);
    });
  });

  describe('weekly', () => {
    it('should count registrations, verifications and completions per week', async () => {
      const from = new Date(t.clock.now().getTime() - 14 * DAY);
      const res = await as(coordinator)
        .get('/api/admin/reports/weekly')
        .query({ from: from.toISOString() })
        .expect(200);
      expect(res.body.weeks).toEqual([
        { week_start: from.toISOString(), registrations: 1, verifications: 0, completions: 0 },
        {
          week_start: new Date(from.getTime() + 7 * DAY).toISOString(),
          registrations: 11,
          verifications: 10,
          completions: 23,
        },
      ]);
      const csv = await as(coordinator)
        .get('/api/admin/reports/weekly/export.csv')
        .query({ from: from.toISOString() })
        .expect(200);
      expect(csvRows(csv.text)).toEqual([
        ['week_start', 'registrations', 'verifications', 'completions'],
        [from.toISOString(), '1', '0', '0'],
        [new Date(from.getTime() + 7 * DAY).toISOString(), '11', '10', '23'],
      ]);
    });
  });

  describe('aggregates of results', () => {
    it('should show groups under 5 as "fewer than 5", never as a number', async () => {
      const res = await as(coordinator).get('/api/admin/reports/aggregates').expect(200);
      expect(res.body).toEqual({
        school_id: school.id,
        subjects: [
          { name: 'Mathematics', students: 5 },
          { name: 'History', students: null },
          { name: 'Physics', students: null },
        ],
        // Artistic (1) alone would be hidden, so Investigative (5) is hidden with it.
        interests: [
          { name: 'Artistic', students: null },
          { name: 'Investigative', students: null },
        ],
        study_styles: [{ name: 'Visual', students: 5 }],
        response_quality: { completed_sessions: expect.any(Number), flagged_sessions: 0 },
      });
    });

    it('should count flagged sessions (never whose), 1 to 4 as "fewer than 5"', async () => {
      const ids = (
        await t.dataSource
          .getRepository(AssessmentProgress)
          .createQueryBuilder('p')
          .innerJoin('users', 'u', 'u.id = p.user_id')
          .where('u.school_id = :school AND p.is_completed = :yes', {
            school: school.id,
            yes: true,
          })
          .orderBy('p.id', 'ASC')
          .getMany()
      ).map((p) => p.id);
      const flag = (n: number) =>
        t.dataSource
          .getRepository(AssessmentProgress)
          .update({ id: In(ids.slice(0, n)) }, { qualityFlags: ['straightLining'] });
      const quality = async () =>
        (await as(coordinator).get('/api/admin/reports/aggregates').expect(200)).body
          .response_quality;
      await flag(2);
      expect(await quality()).toEqual({ completed_sessions: ids.length, flagged_sessions: null });
      await flag(6);
      expect(await quality()).toEqual({ completed_sessions: ids.length, flagged_sessions: 6 });
      const body = JSON.stringify(
        (await as(coordinator).get('/api/admin/reports/aggregates').expect(200)).body,
      );
      for (const id of ids) expect(body).not.toContain(`"${id}"`);
      await t.dataSource
        .getRepository(AssessmentProgress)
        .update({ id: In(ids) }, { qualityFlags: null });
    });

    it('should hide a whole year group under 5', async () => {
      const res = await as(coordinator)
        .get('/api/admin/reports/aggregates')
        .query({ year_group: 'Year 13' })
        .expect(200);
      expect(res.body.subjects).toEqual([
        { name: 'History', students: null },
        { name: 'Physics', students: null },
      ]);
      expect(res.body.interests).toEqual([{ name: 'Artistic', students: null }]);
    });

    it('should write "fewer than 5" in the CSV', async () => {
      const res = await as(coordinator).get('/api/admin/reports/aggregates/export.csv').expect(200);
      expect(csvRows(res.text)).toEqual([
        ['distribution', 'name', 'students'],
        ['subjects', 'Mathematics', '5'],
        ['subjects', 'History', FEWER_THAN_5],
        ['subjects', 'Physics', FEWER_THAN_5],
        ['interests', 'Artistic', FEWER_THAN_5],
        ['interests', 'Investigative', FEWER_THAN_5],
        ['study_styles', 'Visual', '5'],
      ]);
    });
  });

  describe('students list', () => {
    const list = (filter: object, token = coordinator) =>
      as(token)
        .get('/api/admin/students')
        .query({ filter: JSON.stringify(filter), sort: '["username","ASC"]', range: '[0,99]' });
    const names = (body: { username: string }[]) => body.map((r) => r.username);

    it('should page the school with Content-Range and the completion dates', async () => {
      const res = await list({}).expect(200);
      expect(res.headers['content-range']).toBe('students 0-11/12');
      const s5 = res.body.find((r: { username: string }) => r.username === 's5_report-school');
      const oneDayAgo = new Date(t.clock.now().getTime() - DAY).toISOString();
      expect(s5).toMatchObject({
        email: 's5@report-school.test',
        year_group: 'Year 12',
        class_name: '12A',
        futureready_completed_at: oneDayAgo,
        uniready_completed_at: oneDayAgo,
        part_iii_completed_at: oneDayAgo,
        studystyle_completed_at: oneDayAgo,
        last_active_at: oneDayAgo,
      });
      expect(Object.keys(s5)).not.toContain('score');
    });

    it('should filter students not verified for 7+ days', async () => {
      expect(names((await list({ status: 'unverified' }).expect(200)).body)).toEqual([
        's1_report-school',
      ]);
      const oneDay = await list({ status: 'unverified', unverified_days: 1 }).expect(200);
      expect(names(oneDay.body)).toEqual(['s1_report-school', 's2_report-school']);
    });

    it('should filter students who started but did not finish', async () => {
      const res = await list({ status: 'started_not_finished' }).expect(200);
      expect(names(res.body)).toEqual(['s12_report-school', 's4_report-school']);
    });

    it('should filter students who finished everything', async () => {
      const res = await list({ status: 'finished_all' }).expect(200);
      expect(names(res.body)).toEqual([5, 6, 7, 8, 9].map((n) => `s${n}_report-school`));
    });

    it('should filter by year group', async () => {
      const res = await list({ year_group: 'Year 13' }).expect(200);
      expect(names(res.body)).toEqual([
        's10_report-school',
        's11_report-school',
        's12_report-school',
      ]);
    });

    it("should show another school's coordinator none of these students", async () => {
      const res = await list({}, otherCoordinator).expect(200);
      expect(res.headers['content-range']).toBe('students 0-0/0');
    });

    it('should export the filtered list as formula-safe CSV', async () => {
      const res = await as(coordinator)
        .get('/api/admin/students/export.csv')
        .query({ filter: JSON.stringify({ class_name: '12B' }), sort: '["email","ASC"]' })
        .expect(200);
      const rows = csvRows(res.text);
      expect(rows[0]).toEqual([
        'username',
        'email',
        'year_group',
        'class_name',
        'registered_at',
        'verified_at',
        'last_active_at',
        'futureready_completed_at',
        'uniready_completed_at',
        'part_iii_completed_at',
        'studystyle_completed_at',
      ]);
      expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
        ["'=SUM(A1)", 's3@report-school.test', 'Year 12', '12B'],
        ['s4_report-school', 's4@report-school.test', 'Year 12', '12B'],
      ]);
    });
  });

  describe('bulk resend of verification', () => {
    it('should mail the students unverified for N days, then skip them within the resend limit', async () => {
      const first = await as(coordinator)
        .post('/api/admin/students/resend-verification')
        .send({ days: 7 })
        .expect(201);
      expect(first.body).toEqual({ days: 7, matched: 1, sent: 1, skipped: 0, reasons: [] });
      expect(await mailsTo(t, 's1@report-school.test')).toHaveLength(1);

      const again = await as(coordinator)
        .post('/api/admin/students/resend-verification')
        .send({ days: 1 })
        .expect(201);
      expect(again.body).toEqual({
        days: 1,
        matched: 2,
        sent: 1,
        skipped: 1,
        reasons: [
          {
            reason: 'Too many resend attempts for this email. Please wait before resending.',
            count: 1,
          },
        ],
      });
      expect(await mailsTo(t, 's1@report-school.test')).toHaveLength(1);
      expect(await mailsTo(t, 's2@report-school.test')).toHaveLength(1);
      const audit = await t.dataSource
        .getRepository(AuditLog)
        .find({ where: { action: 'bulk_resend_verification' }, order: { id: 'ASC' } });
      expect(audit.map((a) => [a.schoolId, (a.after as { sent: number }).sent])).toEqual([
        [school.id, 1],
        [school.id, 1],
      ]);
    });

    it("should refuse another school's coordinator", async () => {
      await as(otherCoordinator)
        .post('/api/admin/students/resend-verification')
        .send({ days: 7, school_id: school.id })
        .expect(403);
    });
  });

  describe('rejected sign-ups', () => {
    const register = (email: string) =>
      t
        .http()
        .post('/api/users/register')
        .send({
          username: `u${Math.random().toString(36).slice(2, 10)}`,
          age: 15,
          email,
          password: 'Str0ng!Pass9',
        });

    it('should count refused sign-ups by domain, keep no address, and add the domain in one click', async () => {
      await register('ami@students.report-school.test').expect(403);
      await register('ben@students.report-school.test').expect(403);
      await register('cy@nowhere.test').expect(403);
      const stored = await t.dataSource
        .getRepository(RejectedSignup)
        .find({ order: { domain: 'ASC' } });
      expect(stored.map((r) => [r.domain, r.attempts])).toEqual([
        ['nowhere.test', 1],
        ['students.report-school.test', 2],
      ]);

      const mine = await as(coordinator).get('/api/admin/rejected-signups').expect(200);
      expect(mine.body).toEqual([
        expect.objectContaining({ domain: 'students.report-school.test', attempts: 2 }),
      ]);
      const theirs = await as(otherCoordinator).get('/api/admin/rejected-signups').expect(200);
      expect(theirs.body).toEqual([]);
      const everyone = await as(admin).get('/api/admin/rejected-signups').expect(200);
      expect(everyone.body).toHaveLength(2);

      const nowhere = stored.find((r) => r.domain === 'nowhere.test')!;
      const refused = await as(coordinator)
        .post(`/api/admin/rejected-signups/${nowhere.id}/add-domain`)
        .send({})
        .expect(403);
      expect(refused.body).toEqual({ error: OUTSIDE_SCHOOL });

      const added = await as(coordinator)
        .post(`/api/admin/rejected-signups/${mine.body[0].id}/add-domain`)
        .send({})
        .expect(201);
      expect(added.body).toMatchObject({
        value: 'students.report-school.test',
        school_id: school.id,
        rejected_attempts: 2,
      });
      await as(coordinator)
        .post(`/api/admin/rejected-signups/${mine.body[0].id}/add-domain`)
        .send({})
        .expect(404);
      const audit = await t.dataSource
        .getRepository(AuditLog)
        .findOneByOrFail({ action: 'add_rejected_domain' });
      expect(audit.schoolId).toBe(school.id);
      t.clock.advance(60_000); // past the refused address's registration backoff
      await register('ami@students.report-school.test').expect(201);
      const ami = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 'ami@students.report-school.test' });
      expect(ami.schoolId).toBe(school.id);
    });
  });

  describe('rostering import', () => {
    it('should whitelist addresses with year group and class and report each line', async () => {
      const csv = [
        'email,year_group,class_name',
        'new1@report-school.test,Year 12,12C',
        'S3@report-school.test,Year 13,13B',
        'not-an-address,,',
        'x@elsewhere.test,Year 12,12C',
        'new1@report-school.test,Year 12,12C',
      ].join('\n');
      const res = await as(coordinator)
        .post('/api/admin/students/roster-import')
        .send({ csv })
        .expect(201);
      expect(res.body).toMatchObject({ added: 2, already_present: 0, students_updated: 1 });
      expect(
        res.body.rejected.map((r: { line: number; reason: string }) => [r.line, r.reason]),
      ).toEqual([
        [4, expect.any(String)],
        [5, OUTSIDE_SCHOOL],
        [6, 'This address is already on an earlier line.'],
      ]);
      const entry = await t.dataSource
        .getRepository(WhitelistEntry)
        .findOneByOrFail({ value: 'new1@report-school.test' });
      expect([entry.schoolId, entry.yearGroup, entry.className]).toEqual([
        school.id,
        'Year 12',
        '12C',
      ]);
      const s3 = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 's3@report-school.test' });
      expect([s3.yearGroup, s3.className]).toEqual(['Year 13', '13B']);

      const again = await as(coordinator)
        .post('/api/admin/students/roster-import')
        .send({ csv: 'new1@report-school.test,Year 12,12D' })
        .expect(201);
      expect(again.body).toEqual({
        added: 0,
        already_present: 1,
        students_updated: 0,
        rejected: [],
      });

      t.clock.advance(1000);
      const funnel = await as(coordinator).get('/api/admin/reports/funnel').expect(200);
      expect(funnel.body.stages[0]).toMatchObject({ key: 'whitelisted_addresses', count: 2 });
      const registered = await t
        .http()
        .post('/api/users/register')
        .send({
          username: 'new1_student',
          age: 16,
          email: 'new1@report-school.test',
          password: 'Str0ng!Pass9',
        })
        .expect(201);
      expect(registered.body).toBeDefined();
      const new1 = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 'new1@report-school.test' });
      expect([new1.yearGroup, new1.className]).toEqual(['Year 12', '12D']);
    });
  });
});

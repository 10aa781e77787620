import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { RejectedSignup } from '../../src/reports/entities/rejected-signup.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { OUTSIDE_SCHOOL } from '../../src/whitelist/whitelist-rules';
import { csvRows, mailsTo } from '../support/factories';
import { TestApp } from '../support/test-app';
import { openReportSchool, stages } from './report-school';
import { DAY } from './school';

describe('/api/admin: students, verification resends, rejected sign-ups, rostering', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let otherCoordinator: string;
  let school: { id: number; domain: string };
  let as: Awaited<ReturnType<typeof openReportSchool>>['as'];

  beforeAll(async () => {
    ({ t, admin, coordinator, otherCoordinator, school, as } = await openReportSchool());
  });
  afterAll(() => t.close());

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
        'state',
        'rostered',
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
      expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual([
        ["'=SUM(A1)", 's3@report-school.test', 'Active', 'No', 'Year 12', '12B'],
        ['s4_report-school', 's4@report-school.test', 'Active', 'No', 'Year 12', '12B'],
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
      expect(again.body).toMatchObject({
        added: 0,
        moved: 1,
        unchanged: 0,
        already_present: 1,
        students_updated: 0,
        rejected: [],
      });

      t.clock.advance(1000);
      const funnel = await as(coordinator).get('/api/admin/reports/funnel').expect(200);
      // Two rostered addresses, one of them (s3) already registered: 50 % of the roster.
      const counts = stages(funnel.body);
      expect(counts).toMatchObject({
        rostered_addresses: [2, null],
        registered_from_roster: [1, 50],
      });
      expect(counts.domain_signups[0]).toBe(Number(counts.registered[0]) - 1);
      await t
        .http()
        .post('/api/users/register')
        .send({
          username: 'new1_student',
          age: 16,
          email: 'new1@report-school.test',
          password: 'Str0ng!Pass9',
        })
        .expect(201);
      const new1 = await t.dataSource
        .getRepository(User)
        .findOneByOrFail({ email: 'new1@report-school.test' });
      expect([new1.yearGroup, new1.className]).toEqual(['Year 12', '12D']);
    });
  });
});

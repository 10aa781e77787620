import { In } from 'typeorm';
import {
  ASSESSMENT_NAMES,
  ASSESSMENT_TYPE_LIST,
  type AssessmentType,
  FEWER_THAN_5,
  type QualityFlag,
} from '@aspire/domain';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { csvRows } from '../support/factories';
import { TestApp } from '../support/test-app';
import { FUNNEL, openReportSchool, stages } from './report-school';
import { DAY } from './school';

describe('/api/admin/reports: funnel, weekly and results', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;
  let otherCoordinator: string;
  let school: { id: number; domain: string };
  let other: { id: number };
  let as: Awaited<ReturnType<typeof openReportSchool>>['as'];

  beforeAll(async () => {
    ({ t, admin, coordinator, otherCoordinator, school, other, as } = await openReportSchool());
  });
  afterAll(() => t.close());

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
      expect(rows.slice(1, 6)).toEqual([
        ['Rostered addresses', '0', ''],
        ['Registered from the roster', '0', ''],
        ['Domain sign-ups', '12', ''],
        ['Registered', '12', ''],
        ['Verified', '10', '83.3'],
      ]);
      expect(rows).toHaveLength(17);
      expect(rows[16]).toEqual(['Enrich+ used', '1', '10']);
    });
  });

  describe('weekly', () => {
    // The clock reads Thursday 15 January 2026, 09:00 UTC; s1 registered on Monday 5 January,
    // the others on 12 and 13 January, verified on the 12th and completed on the 14th.
    const week = (monday: string, registrations: number, verifications = 0, completions = 0) => ({
      week_start: `${monday}T00:00:00.000Z`,
      registrations,
      verifications,
      completions,
    });

    it('should count registrations, verifications and completions per ISO week, Monday first', async () => {
      const from = new Date(t.clock.now().getTime() - 14 * DAY); // Thursday 1 January
      const res = await as(coordinator)
        .get('/api/admin/reports/weekly')
        .query({ from: from.toISOString() })
        .expect(200);
      expect(res.body.weeks).toEqual([
        week('2025-12-29', 0),
        week('2026-01-05', 1),
        week('2026-01-12', 11, 10, 23),
      ]);
      const csv = await as(coordinator)
        .get('/api/admin/reports/weekly/export.csv')
        .query({ from: from.toISOString() })
        .expect(200);
      expect(csvRows(csv.text)).toEqual([
        ['week_starting', 'registrations', 'verifications', 'completions'],
        ['29 Dec 2025', '0', '0', '0'],
        ['5 Jan 2026', '1', '0', '0'],
        ['12 Jan 2026', '11', '10', '23'],
      ]);
    });

    it('should cover 12 calendar weeks by default, this one last', async () => {
      const res = await as(coordinator).get('/api/admin/reports/weekly').expect(200);
      const mondays = res.body.weeks.map((w: { week_start: string }) => w.week_start.slice(0, 10));
      expect(mondays).toHaveLength(12);
      expect([mondays[0], mondays[10], mondays[11]]).toEqual([
        '2025-10-27',
        '2026-01-05',
        '2026-01-12',
      ]);
      expect(res.body.weeks.slice(10)).toEqual([
        week('2026-01-05', 1),
        week('2026-01-12', 11, 10, 23),
      ]);
    });

    it('should refuse a period that ends before it starts, or spans more than 104 weeks', async () => {
      const now = t.clock.now().getTime();
      const ask = (from: number, to: number) =>
        as(coordinator)
          .get('/api/admin/reports/weekly')
          .query({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });
      expect((await ask(now, now - DAY).expect(400)).body).toEqual({
        error: 'The period must end after it starts.',
      });
      expect((await ask(now - 800 * DAY, now).expect(400)).body).toEqual({
        error: 'A weekly report covers at most 104 weeks.',
      });
      // From a Sunday to the Monday after: two calendar weeks.
      const twoWeeks = await ask(Date.UTC(2026, 0, 11, 12), Date.UTC(2026, 0, 12, 12)).expect(200);
      expect(twoWeeks.body.weeks).toHaveLength(2);
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
        response_quality: {
          completed_sessions: expect.any(Number),
          flagged_sessions: 0,
          by_assessment: expect.any(Array),
        },
      });
    });

    it('should count flagged sessions (never whose) per assessment and flag, 1 to 4 as "fewer than 5"', async () => {
      const sessions = await t.dataSource
        .getRepository(AssessmentProgress)
        .createQueryBuilder('p')
        .innerJoin('users', 'u', 'u.id = p.user_id')
        .where('u.school_id = :school AND p.is_completed = :yes', { school: school.id, yes: true })
        .orderBy('p.id', 'ASC')
        .getMany();
      // The assessment with the most completions first, so six flagged sessions are mostly its own.
      const most = (type: string) => sessions.filter((p) => p.assessmentType === type).length;
      sessions.sort((a, b) => most(b.assessmentType) - most(a.assessmentType) || a.id - b.id);
      const ids = sessions.map((p) => p.id);
      const flag = (n: number, flags: QualityFlag[]) =>
        t.dataSource
          .getRepository(AssessmentProgress)
          .update({ id: In(ids.slice(0, n)) }, { qualityFlags: flags });
      const quality = async () =>
        (await as(coordinator).get('/api/admin/reports/aggregates').expect(200)).body
          .response_quality;
      await flag(2, ['straightLining']);
      expect(await quality()).toMatchObject({
        completed_sessions: ids.length,
        flagged_sessions: null,
      });

      // Six sessions rushed, the first three of them also very alike: the counts per assessment
      // and per flag, each under 5 hidden, from the sessions' own types.
      await flag(6, ['speeding']);
      await flag(3, ['straightLining', 'speeding']);
      const count = (type: string, n: number) =>
        sessions.slice(0, n).filter((p) => p.assessmentType === type).length;
      const shown = (n: number) => (n > 0 && n < 5 ? null : n);
      const types = ASSESSMENT_TYPE_LIST.filter((type) =>
        sessions.some((p) => p.assessmentType === type),
      );
      const got = await quality();
      expect(got).toEqual({
        completed_sessions: ids.length,
        flagged_sessions: 6,
        by_assessment: types.map((type) => ({
          assessment_type: type,
          completed_sessions: count(type, ids.length),
          flagged_sessions: shown(count(type, 6)),
          flags: [
            { flag: 'straightLining', sessions: shown(count(type, 3)) },
            { flag: 'speeding', sessions: shown(count(type, 6)) },
            { flag: 'contradictory', sessions: 0 },
            { flag: 'acquiescent', sessions: 0 },
          ],
        })),
      });
      // The fixture must make the split visible: one assessment with five or more rushed sessions.
      expect(
        got.by_assessment.some(
          (a: { flagged_sessions: number | null }) => (a.flagged_sessions ?? 0) >= 5,
        ),
      ).toBe(true);
      const res = await as(coordinator).get('/api/admin/reports/aggregates/export.csv').expect(200);
      const rows = csvRows(res.text).filter((r) => r[0] === 'response_quality');
      const first = got.by_assessment[0];
      expect(rows).toContainEqual([
        'response_quality',
        `${ASSESSMENT_NAMES[first.assessment_type as AssessmentType]}: rushed answers`,
        String(first.flags[1].sessions ?? FEWER_THAN_5),
      ]);
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
      expect(csvRows(res.text).filter((r) => r[0] !== 'response_quality')).toEqual([
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
});

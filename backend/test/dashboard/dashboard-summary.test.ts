import { AssessmentType, PART_I, PART_III } from '@aspire/domain';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import {
  answersFor,
  complete,
  optionBy,
  ServedQuestion,
  servedQuestions,
  subjectSession,
} from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY, makeSchool } from '../reports/school';

const JOURNEY: AssessmentType[] = ['Subject', 'SubjectPart3', 'Career', 'Learning'];

// LCP: GET /api/users/:userId/dashboard answers what the dashboard's first screen reads
// from the individual routes, answer for answer; a 404 there is a null here.
describe('the dashboard summary', () => {
  let t: TestApp;
  let subject: ServedQuestion[];
  let school: { id: number; domain: string };
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    school = await makeSchool(t, 'Summary School', 'summary-school.test');
    admin = await staffToken(t, 'admin');
    // An assignment needs a student in its year group.
    await createUser(t, { schoolId: school.id, yearGroup: 'Year 12' });
    await asBearer(t, admin)
      .post('/api/admin/assignments', {
        school_id: school.id,
        year_group: 'Year 12',
        assessment_types: ['Career', 'Learning'],
        due_at: new Date(t.clock.now().getTime() + 20 * DAY).toISOString(),
      })
      .expect(201);
  });
  afterAll(() => t.close());

  async function student() {
    const user = await createUser(t, { schoolId: school.id, yearGroup: 'Year 12' });
    return { user, token: await tokenFor(t, user) };
  }

  /** Each individual route's answer, null for a 404, as the portal's queries keep them. */
  async function individually(token: string, user: User) {
    const as = asBearer(t, token);
    const or404 = (res: { status: number; body: unknown }) => {
      if (res.status === 404) return null;
      expect(res.status).toBe(200);
      return res.body;
    };
    const progress: Record<string, unknown> = {};
    for (const type of JOURNEY) {
      progress[type] = or404(
        await as.get(`/api/assessment/progress/${user.id}`, {
          assessmentType: type,
          fetchLatest: 'true',
        }),
      );
    }
    const scores: Record<string, unknown> = {};
    for (const type of ['Subject', 'SubjectPart3'] as const) {
      const done = (progress[type] as { isCompleted?: boolean } | null)?.isCompleted;
      scores[type] = done
        ? or404(await as.get(`/api/assessment/scores/${user.id}`, { assessmentType: type }))
        : null;
    }
    const enrich = await as.get('/api/assessment/check-access/dashboard_enrich', {
      userId: user.id,
    });
    const assignments = await as.get('/api/assignments/mine');
    const session = await as.get('/api/users/verify-token');
    const access = await as.get('/api/assessment/check-access/dashboard', { userId: user.id });
    expect([session.status, access.status, enrich.status, assignments.status]).toEqual([
      200, 200, 200, 200,
    ]);
    return {
      session: session.body,
      access: access.body,
      progress,
      scores,
      enrichAccess: enrich.body,
      assignments: assignments.body,
    };
  }

  const summary = (token: string, userId: string) =>
    asBearer(t, token).get(`/api/users/${userId}/dashboard`);

  async function expectSameAnswers(s: { user: User; token: string }) {
    const res = await summary(s.token, s.user.id).expect(200);
    expect(res.body).toEqual(await individually(s.token, s.user));
    return res.body as { progress: Record<string, unknown>; scores: Record<string, unknown> };
  }

  /** A UniReady whose top two subjects offer Part III; answers Part III of both when `partIII`. */
  async function uniReady(s: { user: User; token: string }, partIII = false) {
    subject ??= await servedQuestions(t, s.token, 'Subject');
    const [favourite, runnerUp] = [
      ...new Set(subject.filter((q) => q.category === PART_III).map((q) => q.sub_category)),
    ];
    const pick = (q: ServedQuestion) =>
      q.category === PART_I || q.facet === favourite
        ? optionBy(q, 'max')
        : optionBy(q, q.facet === runnerUp ? 'mid' : 'min');
    await complete(t, s.token, s.user.id, 'Subject', subjectSession(subject, pick));
    if (!partIII) return;
    const eligible = subject.filter(
      (q) => q.category === PART_III && [favourite, runnerUp].includes(q.sub_category),
    );
    await complete(t, s.token, s.user.id, 'SubjectPart3', answersFor(eligible));
  }

  it('should equal the individual answers for a student with all results', async () => {
    const s = await student();
    await uniReady(s, true);
    for (const type of ['Career', 'Learning'] as const) {
      await complete(
        t,
        s.token,
        s.user.id,
        type,
        answersFor(await servedQuestions(t, s.token, type)),
      );
    }
    const body = await expectSameAnswers(s);
    for (const type of JOURNEY) expect(body.progress[type]).toMatchObject({ isCompleted: true });
    expect(body.scores.SubjectPart3).toMatchObject({ facets: expect.any(Array) });
    expect(body).toMatchObject({
      enrichAccess: { hasAccess: true },
      assignments: [{ assessment_types: ['Career', 'Learning'], status: 'complete' }],
    });
  });

  it('should equal them for a student with no results (nulls, enrich locked)', async () => {
    const s = await student();
    const body = await expectSameAnswers(s);
    expect(body).toMatchObject({
      progress: { Subject: null, SubjectPart3: null, Career: null, Learning: null },
      scores: { Subject: null, SubjectPart3: null },
      enrichAccess: { hasAccess: false },
      assignments: [{ status: 'not_started' }],
    });
  });

  it('should equal them when UniReady is done and Part III is not taken', async () => {
    const s = await student();
    await uniReady(s);
    const body = await expectSameAnswers(s);
    expect(body.scores.Subject).toMatchObject({ facets: expect.any(Array) });
    expect(body.progress.SubjectPart3).toBeNull();
    expect(body.scores.SubjectPart3).toBeNull();
  });

  it("should answer 401 without a token and 403 for another student's id", async () => {
    const s = await student();
    const other = await student();
    await t.http().get(`/api/users/${s.user.id}/dashboard`).expect(401);
    await summary(s.token, other.user.id).expect(403);
    await t
      .http()
      .get(`/api/assessment/progress/${other.user.id}?assessmentType=Career`)
      .expect(401);
    await asBearer(t, s.token)
      .get(`/api/assessment/progress/${other.user.id}`, { assessmentType: 'Career' })
      .expect(403);
  });

  it("should let an admin read a student's progress and scores, as the individual routes do", async () => {
    const s = await student();
    await uniReady(s);
    const staff = await tokenFor(t, await createUser(t, { role: 'admin' }));
    const res = await summary(staff, s.user.id).expect(200);
    const own = await expectSameAnswers(s);
    expect(res.body.progress).toEqual(own.progress);
    expect(res.body.scores).toEqual(own.scores);
    // The session, the checks and the assignments are the caller's, as their routes answer them.
    const adminOwn = asBearer(t, staff);
    expect(res.body.session).toEqual((await adminOwn.get('/api/users/verify-token')).body);
    expect(res.body.session).toMatchObject({ role: 'admin' });
    expect(res.body.enrichAccess).toMatchObject({ hasAccess: true });
    expect(res.body.assignments).toEqual([]);
  });
});

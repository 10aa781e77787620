import {
  careerVisualization,
  facetScores,
  PART_I,
  PART_II,
  PART_III,
  RETAKE_WINDOW_MS,
} from '@aspire/domain';
import { NOT_PART_III_ELIGIBLE, PART_II_FIRST } from '../../src/assessments/assessment-messages';
import {
  answersFor,
  complete,
  newSessionId,
  optionBy,
  servedQuestions,
  subjectSession,
} from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('progress, reports, delete and access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function student(role: 'user' | 'admin' = 'user') {
    const user = await createUser(t, { role });
    const token = await tokenFor(t, user);
    const get = (url: string, query: Record<string, string> = {}) =>
      t.http().get(url).query(query).auth(token, { type: 'bearer' });
    return { user, token, get };
  }

  it('should report progress, 404 before any, and the latest with fetchLatest', async () => {
    const s = await student();
    await s
      .get(`/api/assessment/progress/${s.user.id}`, {
        assessmentType: 'Career',
        fetchLatest: 'true',
      })
      .expect(404);
    const career = await servedQuestions(t, s.token, 'Career');
    const sessionId = await complete(t, s.token, s.user.id, 'Career', answersFor(career));
    const res = await s
      .get(`/api/assessment/progress/${s.user.id}`, {
        assessmentType: 'Career',
        fetchLatest: 'true',
      })
      .expect(200);
    expect(res.body).toEqual({
      sessionId,
      isCompleted: true,
      lastCompletionDate: t.clock.now().toISOString(),
    });
  });

  it('should compute per-facet scores in SQL equal to the domain functions on the raw rows', async () => {
    const s = await student();
    const career = await servedQuestions(t, s.token, 'Career');
    const sessionId = await complete(
      t,
      s.token,
      s.user.id,
      'Career',
      answersFor(career, (q) => q.question_id % 5),
    );
    const raw = await s
      .get(`/api/assessment/visualizations/${s.user.id}`, { assessmentType: 'Career', sessionId })
      .expect(200);
    expect(raw.body).toHaveLength(career.length);
    expect(raw.body[0]).toEqual({
      category: 'FutureReady',
      sub_category: expect.any(String),
      facet: expect.any(String),
      facet_note: expect.any(String),
      score: expect.any(Number),
      taxonomy: expect.any(Array),
    });
    const scores = await s
      .get(`/api/assessment/scores/${s.user.id}`, { assessmentType: 'Career' })
      .expect(200);
    const expected = facetScores(raw.body);
    const byId = <T extends { _id: string }>(list: T[]) =>
      [...list].sort((a, b) => a._id.localeCompare(b._id));
    const sqlFacets = scores.body.facets.map(
      ({ category: _c, ...f }: { category: string; _id: string }) => f,
    );
    expect(byId(sqlFacets)).toEqual(
      byId(expected).map((f) => ({ ...f, averageScore: expect.closeTo(f.averageScore, 6) })),
    );
    const visualization = careerVisualization(raw.body);
    expect(Object.keys(scores.body.visualization).sort()).toEqual(
      Object.keys(visualization).sort(),
    );
    expect(scores.body.visualization.motivation.labels.sort()).toEqual(
      visualization.motivation!.labels.sort(),
    );
  });

  it('should delete a type with counts, only once a non-admin may retake', async () => {
    const s = await student();
    const del = () =>
      t
        .http()
        .delete('/api/assessment/delete')
        .auth(s.token, { type: 'bearer' })
        .send({ userId: s.user.id, assessmentType: 'Learning' });
    await del().expect(404, { error: 'No previous assessment data found' });
    const learning = await servedQuestions(t, s.token, 'Learning');
    await complete(t, s.token, s.user.id, 'Learning', answersFor(learning));
    const early = await del();
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/6 months/);
    t.clock.advance(RETAKE_WINDOW_MS);
    s.token = await tokenFor(t, s.user);
    const res = await del().expect(200);
    expect(res.body).toEqual({
      message: 'Previous assessment data deleted successfully',
      deletedAnswers: learning.length,
      deletedProgresses: 1,
    });
  });

  it('should let an admin delete at any time', async () => {
    const a = await student('admin');
    const learning = await servedQuestions(t, a.token, 'Learning');
    await complete(t, a.token, a.user.id, 'Learning', answersFor(learning));
    await t
      .http()
      .delete('/api/assessment/delete')
      .auth(a.token, { type: 'bearer' })
      .send({ userId: a.user.id, assessmentType: 'Learning' })
      .expect(200);
  });

  describe('check-access rules', () => {
    const check = (s: Awaited<ReturnType<typeof student>>, route: string) =>
      s.get(`/api/assessment/check-access/${route}`, { userId: s.user.id });

    it('should open score pages and Enrich+ only after the completions they need', async () => {
      const s = await student();
      expect((await check(s, 'career-scores')).body.access).toBe(false);
      expect((await check(s, 'dashboard_enrich')).body).toMatchObject({ hasAccess: false });
      await complete(
        t,
        s.token,
        s.user.id,
        'Career',
        answersFor(await servedQuestions(t, s.token, 'Career')),
      );
      expect((await check(s, 'career-scores')).body.access).toBe(true);
      expect((await check(s, 'dashboard_enrich')).body.hasAccess).toBe(false);
      const subject = await servedQuestions(t, s.token, 'Subject');
      await complete(
        t,
        s.token,
        s.user.id,
        'Subject',
        // A flat Part I selects two areas; the session answers their Part II only.
        subjectSession(subject, () => 0),
      );
      expect((await check(s, 'dashboard_enrich')).body.hasAccess).toBe(true);
      expect((await check(s, 'subject-scores')).body.access).toBe(true);
    });

    it('should open Part III only after Part II, when a top subject offers it', async () => {
      const s = await student();
      expect((await check(s, 'subjectpart3assessment')).body).toMatchObject({
        access: false,
        error: PART_II_FIRST,
      });
      const subject = await servedQuestions(t, s.token, 'Subject');
      const partIII = new Set(
        subject.filter((q) => q.category === PART_III).map((q) => q.sub_category),
      );
      const flagged = subject.find((q) => q.category === PART_II && partIII.has(q.facet))!;
      const plain = subject.filter((q) => q.category === PART_II && !partIII.has(q.facet));
      const [favourite] = plain;
      const runnerUp = plain.find(
        (q) => q.facet !== favourite.facet && q.sub_category === favourite.sub_category,
      )!;
      const areaOf = new Map(subject.map((q) => [q.facet, q.sub_category]));
      // Top subject and the clear runner-up both lack Part III (a tie at second would widen it).
      // Part I favours the top subject's area only (the selection is centred).
      const pickFor = (top: string, second?: string) => (q: (typeof subject)[number]) =>
        q.facet === top || (q.category === PART_I && q.sub_category === areaOf.get(top))
          ? optionBy(q, 'max')
          : q.category === PART_I
            ? optionBy(q, 'min')
            : q.facet === second
              ? optionBy(q, 'mid')
              : optionBy(q, 'min');
      const other = await student();
      await complete(
        t,
        other.token,
        other.user.id,
        'Subject',
        subjectSession(subject, pickFor(favourite.facet, runnerUp.facet)),
      );
      expect((await check(other, 'subjectpart3assessment')).body).toMatchObject({
        access: false,
        error: NOT_PART_III_ELIGIBLE,
      });
      await complete(
        t,
        s.token,
        s.user.id,
        'Subject',
        subjectSession(subject, pickFor(flagged.facet)),
      );
      expect((await check(s, 'subjectpart3assessment')).body).toMatchObject({ access: true });
      const progress = await s.get(`/api/assessment/progress/${s.user.id}`, {
        assessmentType: 'Subject',
        fetchLatest: 'true',
      });
      expect(progress.body.isCompleted).toBe(true);
    });
  });

  it("should answer 403 on every route for another user's id", async () => {
    const s = await student();
    const other = await createUser(t);
    const q = { assessmentType: 'Career', sessionId: newSessionId() };
    await s.get(`/api/assessment/progress/${other.id}`, q).expect(403);
    await s.get(`/api/assessment/visualizations/${other.id}`, q).expect(403);
    await s.get(`/api/assessment/scores/${other.id}`, q).expect(403);
    await t
      .http()
      .post('/api/assessment/save-progress')
      .auth(s.token, { type: 'bearer' })
      .send({
        userId: other.id,
        sessionId: newSessionId(),
        assessmentType: 'Career',
        lastCompletionDate: null,
      })
      .expect(403);
    await t
      .http()
      .delete('/api/assessment/delete')
      .auth(s.token, { type: 'bearer' })
      .send({ userId: other.id, assessmentType: 'Career' })
      .expect(403);
    await t.http().get(`/api/assessment/progress/${other.id}?assessmentType=Career`).expect(401);
  });
});

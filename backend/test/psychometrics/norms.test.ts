import { NO_NORM_YET, notComparedYet } from '@aspire/domain';
import { NORM_COHORT_CACHE_MS } from '../../src/assessments/norm-cohort-cache';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { createUser, tokenFor } from '../support/factories';
import { seedQuestions, seedRespondents, SeedItem, traitScores } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('honest norms', () => {
  let t: TestApp;
  let items: SeedItem[];
  let school: Awaited<ReturnType<typeof makeSchool>>;
  const score = traitScores(7, 0.8);

  beforeAll(async () => {
    t = await createTestApp();
    school = await makeSchool(t, 'Norm School', 'norm.test');
    items = await seedQuestions(t.dataSource, [
      { facet: 'Investigative', items: 4 },
      { facet: 'Artistic', items: 4 },
    ]);
    const at = new Date(t.clock.now().getTime() - 30 * DAY);
    // 'big': 60 at the school + 60 elsewhere = 120 across schools; 'small': 50 in all.
    await seedRespondents(t.dataSource, {
      version: 'big',
      schoolId: school.id,
      items,
      count: 60,
      score,
      completedAt: at,
    });
    await seedRespondents(t.dataSource, {
      version: 'big',
      schoolId: null,
      items,
      count: 60,
      score: (r, i) => score(r + 60, i),
      completedAt: at,
    });
    await seedRespondents(t.dataSource, {
      version: 'small',
      schoolId: null,
      items,
      count: 50,
      score,
      completedAt: at,
    });
  });
  afterAll(() => t.close());

  async function student(
    version: string,
    answers: (i: number) => number,
    completedAt: Date,
    user?: Awaited<ReturnType<typeof createUser>>,
  ) {
    const u =
      user ??
      (await createUser(t, {
        schoolId: school.id,
        email: `s${Math.random().toString(36).slice(2)}@norm.test`,
      }));
    const [s] = await seedRespondents(t.dataSource, {
      version,
      schoolId: school.id,
      items,
      count: 1,
      users: [u],
      score: (_r, i) => answers(i),
      completedAt,
    });
    return { user: u, sessionId: s.sessionId };
  }

  const norms = async (user: Awaited<ReturnType<typeof createUser>>, sessionId?: string) =>
    asBearer(t, await tokenFor(t, user))
      .get(`/api/assessment/norms/${user.id}`)
      .query({ assessmentType: 'Career', ...(sessionId ? { sessionId } : {}) });

  it('names the norm group and gives a percentile band per facet from 100 sessions of the version', async () => {
    const { user } = await student('big', () => 5, new Date(t.clock.now().getTime() - DAY));
    const res = await norms(user);
    expect(res.status).toBe(200);
    // 60 + 60 seeded + this student: the school alone (61) is too small, so all schools.
    expect(res.body.message).toBeNull();
    expect(res.body.min_respondents).toBe(100);
    for (const facet of res.body.facets) {
      expect(facet.group).toEqual({
        scope: 'all',
        students: 121,
        routed: false,
        label: 'among 121 students who answered the same questions',
      });
      expect(facet.reason).toBeNull();
      expect(facet.average).toBe(5);
      expect(facet.sem).toBeGreaterThan(0);
      // Top answers everywhere: the band reaches the top.
      expect(facet.band.high).toBe(99);
      expect(facet.band.low).toBeGreaterThan(50);
    }
  });

  it('says no comparison is available yet below 100 sessions, never a made-up percentile', async () => {
    const { user } = await student('small', () => 3, new Date(t.clock.now().getTime() - DAY));
    const res = await norms(user);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(NO_NORM_YET);
    expect(
      res.body.facets.map((f: { facet: string; band: unknown; group: unknown; reason: string }) => [
        f.band,
        f.group,
        f.reason,
      ]),
    ).toEqual(
      ['Investigative', 'Artistic'].map((facet) => [null, null, notComparedYet(facet, 51)]),
    );
    // The SEM is known from 50 respondents (≥ 30), so it is still shown.
    expect(res.body.facets.every((f: { sem: number | null }) => f.sem !== null && f.sem > 0)).toBe(
      true,
    );
  });

  it('on a retake, tells a change beyond measurement error from noise (RCI)', async () => {
    const now = t.clock.now().getTime();
    const first = await student('big', (i) => (i < 4 ? 1 : 3), new Date(now - 200 * DAY));
    await student('big', (i) => (i < 4 ? 5 : 3), new Date(now - 2 * DAY), first.user);
    const res = await norms(first.user);
    expect(res.body.retake.session_id).toBe(first.sessionId);
    const byFacet = Object.fromEntries(
      res.body.retake.facets.map((f: { facet: string }) => [f.facet, f]),
    );
    expect(byFacet.Investigative).toMatchObject({ before: 1, after: 5, direction: 'up' });
    expect(byFacet.Investigative.rci).toBeGreaterThan(1.96);
    expect(byFacet.Artistic).toMatchObject({ before: 3, after: 3, rci: 0, direction: 'none' });
    // The earlier session's own report has nothing to compare with.
    expect((await norms(first.user, first.sessionId)).body.retake).toBeNull();
  });

  it("reads the student's own sessions on every request and the norm group once per NORM_COHORT_CACHE_MS, never another student's answers", async () => {
    const { user } = await student('big', () => 4, new Date(t.clock.now().getTime() - DAY));
    const token = await tokenFor(t, user);
    const get = () =>
      asBearer(t, token)
        .get(`/api/assessment/norms/${user.id}`)
        .query({ assessmentType: 'Career' });
    /** The data statements of one request (the guard's session check left out). */
    const sent = async () => {
      const logger = t.dataSource.logger as { logQuery: (q: string, p?: unknown[]) => void };
      const original = logger.logQuery;
      const seen: { sql: string; params: unknown[] }[] = [];
      logger.logQuery = (sql, params) => {
        if (
          !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql.trim()) &&
          !/auth_sessions/.test(sql)
        )
          seen.push({ sql, params: params ?? [] });
        original.call(logger, sql, params);
      };
      try {
        await get().expect(200);
      } finally {
        logger.logQuery = original;
      }
      for (const s of seen.filter((x) => /assessment_answers/.test(x.sql)))
        expect(s.params).toContain(user.id);
      return seen.map((s) => s.sql);
    };
    // Read after the earlier tests' group expired: the norm group and the SEM are kept from here on.
    t.clock.advance(NORM_COHORT_CACHE_MS);
    await get().expect(200);
    // Warm: the student's completed sessions with their facet totals, one statement.
    expect(await sent()).toEqual([
      expect.stringMatching(/assessment_progress[\s\S]*assessment_answers/),
    ]);
    // Once the group is older than the bound: the student's sessions, then the group's versions,
    // its session counts (the SEM's cache key) and its kept histograms, each once.
    t.clock.advance(NORM_COHORT_CACHE_MS);
    const cold = await sent();
    expect(cold).toHaveLength(4);
    expect(cold.filter((sql) => /facet_total_counts/.test(sql))).toHaveLength(1);
    expect(cold.filter((sql) => /scale_session_counts/.test(sql))).toHaveLength(1);
  });

  it("is the student's own: another student is refused", async () => {
    const { user } = await student('big', () => 4, new Date(t.clock.now().getTime() - DAY));
    const other = await createUser(t, { schoolId: school.id, email: 'other@norm.test' });
    const res = await asBearer(t, await tokenFor(t, other))
      .get(`/api/assessment/norms/${user.id}`)
      .query({ assessmentType: 'Career' });
    expect(res.status).toBe(403);
  });
});

import { reliableChange, SCALE_HEALTH_REASONS } from '@aspire/domain';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions, ServedQuestion } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { seedRespondents, traitScores } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;

/** Sample variance, as a psychometrician computes it from a column of scores. */
const variance = (xs: number[]) => {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1);
};

/** Cronbach's α and the SEM of the total, from the raw respondents × items matrix. */
function alphaAndSem(rows: number[][]) {
  const k = rows[0].length;
  const items = Array.from({ length: k }, (_, i) => variance(rows.map((r) => r[i])));
  const totals = variance(rows.map((r) => r.reduce((s, x) => s + x, 0)));
  const alpha = (k / (k - 1)) * (1 - items.reduce((s, v) => s + v, 0) / totals);
  return { alpha, sem: Math.sqrt(totals) * Math.sqrt(1 - alpha) };
}

type Norms = {
  facets: { facet: string; sem: number | null; average: number }[];
  retake: {
    facets: { facet: string; before: number; after: number; rci: number | null }[];
  } | null;
};

/**
 * Scale health, the SEM and the reliable change read a norm group's versions, as norms do: a
 * wording-only edit keeps them, any other edit starts again
 * (docs/decisions/0074-scale-health-reads-the-norm-group.md).
 */
describe('scale health, SEM and reliable change follow the norm group', () => {
  let t: TestApp;
  let admin: string;
  let learning: ServedQuestion[];
  let facet: string;
  const seeded = traitScores(7, 0.8);
  const COHORT = 40;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  const scaleHealth = (query: Record<string, string> = {}) =>
    asBearer(t, admin)
      .get('/api/admin/scale-health')
      .query({ assessment_type: 'Learning', ...query })
      .expect(200)
      .then((r) => r.body);

  /** A student completes StudyStyle through the API; their session's version and norms. */
  async function completes(
    user?: Awaited<ReturnType<typeof createUser>>,
    pick: (q: ServedQuestion) => number = () => 0,
  ) {
    const s = user ?? (await createUser(t, { role: 'user' }));
    const token = await tokenFor(t, s);
    const served = await servedQuestions(t, token, 'Learning');
    const answers = answersFor(served, pick);
    const sessionId = await complete(t, token, s.id, 'Learning', answers);
    const { instrumentVersion } = await t.dataSource
      .getRepository(AssessmentProgress)
      .findOneByOrFail({ sessionId });
    const norms = await asBearer(t, token)
      .get(`/api/assessment/norms/${s.id}`)
      .query({ assessmentType: 'Learning' })
      .expect(200);
    return { user: s, version: instrumentVersion!, answers, norms: norms.body as Norms };
  }

  /** One respondent's scores on the facet's items, in question-id order. */
  const facetRow = (scores: Map<number, number>) =>
    learning
      .filter((q) => q.facet === facet)
      .sort((a, b) => a.question_id - b.question_id)
      .map((q) => scores.get(q.question_id)!);
  const sent = (answers: ReturnType<typeof answersFor>) =>
    facetRow(new Map(answers.map((a) => [a.questionId, a.score])));
  const seededRows = () =>
    Array.from({ length: COHORT }, (_, r) =>
      facetRow(new Map(learning.map((q, i) => [q.question_id, seeded(r, i)]))),
    );
  const facetOf = (body: { facets: { facet: string }[] }) =>
    body.facets.find((f) => f.facet === facet) as unknown as {
      respondents: number;
      alpha: number;
      sem: number;
      items: number;
    };

  it('keeps them through a wording-only edit and starts again after a substantive one', async () => {
    // A first student on today's bank records version 1; 40 more are seeded on it.
    const first = await completes();
    learning = await servedQuestions(t, await tokenFor(t, first.user), 'Learning');
    const byFacet = new Map<string, number>();
    for (const q of learning) byFacet.set(q.facet, (byFacet.get(q.facet) ?? 0) + 1);
    facet = [...byFacet].sort((a, b) => b[1] - a[1])[0][0];
    await seedRespondents(t.dataSource, {
      type: 'Learning',
      version: first.version,
      schoolId: null,
      items: learning.map((q) => ({ questionId: q.question_id, facet: q.facet })),
      count: COHORT,
      score: seeded,
      completedAt: new Date(t.clock.now().getTime() - DAY),
    });
    const v1 = await scaleHealth();
    expect(v1).toMatchObject({
      version: first.version,
      group_versions: [first.version],
      respondents: COHORT + 1,
      hidden_reason: null,
    });
    const before = alphaAndSem([...seededRows(), sent(first.answers)]);
    expect(facetOf(v1).alpha).toBeCloseTo(before.alpha, 10);

    // A wording-only edit; six months on, the first student retakes on the new version.
    const q = learning[0];
    const as = () => asBearer(t, admin);
    const current = (await as().get(`/api/admin/questions/${q.question_id}`).expect(200)).body;
    await as()
      .put(`/api/admin/questions/${q.question_id}`, {
        ...current,
        question_text: `${current.question_text} (reworded)`,
        wording_only: true,
      })
      .expect(200);
    t.clock.advance(181 * DAY);
    admin = await staffToken(t, 'admin'); // the earlier sign-in has expired
    const last = (q: ServedQuestion) => q.options.length - 1;
    const retake = await completes(first.user, last);
    expect(retake.version).not.toBe(first.version);

    // Scale health pools both versions: 42 respondents, α from all of them, opened by default
    // on the newer version of the group, and the same when either version is asked for.
    const pooled = await scaleHealth();
    expect(pooled).toMatchObject({
      version: retake.version,
      respondents: COHORT + 2,
      hidden_reason: null,
    });
    expect([...pooled.group_versions].sort()).toEqual([first.version, retake.version].sort());
    expect(
      pooled.versions.map((v: { version: string; group: string }) => [v.version, v.group]).sort(),
    ).toEqual(
      [
        [first.version, first.version],
        [retake.version, first.version],
      ].sort(),
    );
    const after = alphaAndSem([...seededRows(), sent(first.answers), sent(retake.answers)]);
    const health = facetOf(pooled);
    expect(health.respondents).toBe(COHORT + 2);
    expect(health.alpha).toBeCloseTo(after.alpha, 10);
    expect(health.sem).toBeCloseTo(after.sem, 10);
    expect((await scaleHealth({ version: first.version })).respondents).toBe(COHORT + 2);

    // The retake's report has the group's SEM and qualifies the change with it.
    const norm = retake.norms.facets.find((f) => f.facet === facet)!;
    expect(norm.sem).toBeCloseTo(after.sem / health.items, 10);
    const change = retake.norms.retake!.facets.find((f) => f.facet === facet)!;
    const mean = (row: number[]) => row.reduce((s, x) => s + x, 0) / row.length;
    expect([change.before, change.after]).toEqual([
      mean(sent(first.answers)),
      mean(sent(retake.answers)),
    ]);
    expect(change.rci).not.toBeNull();
    expect(change.rci).toBeCloseTo(
      reliableChange(change.before, change.after, after.sem / health.items)!.rci,
      10,
    );

    // A substantive edit (an option's wording and score) starts a new group: its first
    // student has no SEM and, retaking, no reliable change; scale health stays on the old group.
    const options = current.options.map((o: { optionText: string; score: number }, i: number) =>
      i === 0 ? { ...o, optionText: `${o.optionText} (new)` } : o,
    );
    await as()
      .put(`/api/admin/questions/${q.question_id}`, {
        ...current,
        question_text: `${current.question_text} (reworded)`,
        options,
      })
      .expect(200);
    t.clock.advance(181 * DAY);
    admin = await staffToken(t, 'admin');
    const third = await completes(first.user);
    expect([first.version, retake.version]).not.toContain(third.version);
    expect(third.norms.facets.every((f) => f.sem === null)).toBe(true);
    expect(third.norms.retake!.facets.every((f) => f.rci === null)).toBe(true);
    expect(await scaleHealth({ version: third.version })).toMatchObject({
      group_versions: [third.version],
      respondents: 1,
      hidden_reason: SCALE_HEALTH_REASONS.tooFewRespondents(1),
      facets: [],
    });
    expect((await scaleHealth()).group_versions.sort()).toEqual(
      [first.version, retake.version].sort(),
    );
  }, 120_000);
});

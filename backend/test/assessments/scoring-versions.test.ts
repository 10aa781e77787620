import { facetScores, RawAnswerRow, SCORING_VERSION } from '@aspire/domain';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { RESCORE_VERSION_CHANGED } from '../../src/assessments/instrument-admin.service';
import { ScoringRegistry } from '../../src/assessments/scoring-registry';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A second scoring version for tests only: the same facets with averages on a
 * tenfold scale. Registered through the server's one registry, as a real version would be.
 */
const TEST_SCORING_2 = 'test-scoring-2';
const tenfold = (rows: readonly RawAnswerRow[]) =>
  facetScores(rows).map((f) => ({ ...f, averageScore: f.averageScore * 10 }));

type Facet = { _id: string; averageScore: number; totalScore: number };
type Sample = {
  sessionId: string;
  fromVersion: string | null;
  facets: { facet: string; before: number; after: number }[];
};

/** Reports score under the session's own rules; re-scoring is previewed, applied once, audited. */
describe('scoring versions: reports, preview and re-scoring with two versions', () => {
  let t: TestApp;
  let admin: string;
  let coordinator: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    coordinator = await staffToken(t, 'coordinator');
  });
  afterAll(() => t.close());

  async function student() {
    const user = await createUser(t, { role: 'user' });
    return { user, token: await tokenFor(t, user) };
  }
  const report = async (s: { user: { id: string }; token: string }, sessionId: string) =>
    (
      await asBearer(t, s.token)
        .get(`/api/assessment/scores/${s.user.id}`, { assessmentType: 'Learning', sessionId })
        .expect(200)
    ).body as { facets: Facet[]; scoringVersion: string | null };
  const averages = (facets: Facet[]) =>
    Object.fromEntries(facets.map((f) => [f._id, f.averageScore]));
  const times10 = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v * 10]));
  const rescoreAudits = () =>
    t.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'rescore', resource: 'assessments', resourceId: 'Learning' });
  const scoringOf = async (sessionId: string) =>
    (await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId }))
      .scoringVersion;

  it('keeps v1 scores after v2 becomes current, previews, and re-scores once with one audit row', async () => {
    // A session scored under v1.
    const a = await student();
    const learning = await servedQuestions(t, a.token, 'Learning');
    const answers = answersFor(learning, (q) => q.question_id % q.options.length);
    const old = await complete(t, a.token, a.user.id, 'Learning', answers);
    const v1Report = await report(a, old);
    expect(v1Report.scoringVersion).toBe(SCORING_VERSION);
    const v1 = averages(v1Report.facets);
    expect(Object.keys(v1).length).toBeGreaterThan(1);

    // v2 becomes current: the old session's report keeps its v1 numbers.
    t.app.get(ScoringRegistry).register(TEST_SCORING_2, tenfold, { current: true });
    expect(await report(a, old)).toEqual(v1Report);

    // A session taken now is scored under v2, by v2's rules (same answers: ten times v1).
    const b = await student();
    const fresh = await complete(t, b.token, b.user.id, 'Learning', answers);
    const v2Report = await report(b, fresh);
    expect(v2Report.scoringVersion).toBe(TEST_SCORING_2);
    expect(averages(v2Report.facets)).toEqual(times10(v1));
    expect(v2Report.facets.map((f) => f.totalScore)).toEqual(
      v1Report.facets.map((f) => f.totalScore),
    );

    // The preview: before/after per facet for a sample of the sessions still on v1; no writes.
    const preview = (
      await asBearer(t, admin).get('/api/admin/instruments/Learning/rescore-preview').expect(200)
    ).body as { scoringVersion: string; pending: number; sample: Sample[] };
    expect(preview.scoringVersion).toBe(TEST_SCORING_2);
    expect(preview.pending).toBe(1);
    expect(preview.sample).toHaveLength(1);
    const [sampled] = preview.sample;
    expect(sampled).toMatchObject({ sessionId: old, fromVersion: SCORING_VERSION });
    expect(Object.fromEntries(sampled.facets.map((f) => [f.facet, f.before]))).toEqual(v1);
    expect(Object.fromEntries(sampled.facets.map((f) => [f.facet, f.after]))).toEqual(times10(v1));
    expect(await scoringOf(old)).toBe(SCORING_VERSION);
    expect(await report(a, old)).toEqual(v1Report);

    // Applying rules other than the previewed ones is refused and writes nothing.
    const stale = await asBearer(t, admin).post('/api/admin/instruments/Learning/rescore', {
      scoringVersion: SCORING_VERSION,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: RESCORE_VERSION_CHANGED(TEST_SCORING_2) });
    expect(await scoringOf(old)).toBe(SCORING_VERSION);
    expect(await rescoreAudits()).toHaveLength(0);

    // 50 admins' clicks at once: the session changes once, and one audit row says so.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        asBearer(t, admin).post('/api/admin/instruments/Learning/rescore', {
          scoringVersion: TEST_SCORING_2,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(results.map((r) => r.body.rescored).sort((x, y) => y - x)).toEqual([
      1,
      ...Array(49).fill(0),
    ]);
    const audits = await rescoreAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: 'admin@aspire.test',
      before: { scoringVersions: { [SCORING_VERSION]: 1 } },
      after: { scoringVersion: TEST_SCORING_2, sessions: 1 },
    });

    // The old session now reports v2's scores; the new one is unchanged.
    expect(await scoringOf(old)).toBe(TEST_SCORING_2);
    const rescored = await report(a, old);
    expect(rescored.scoringVersion).toBe(TEST_SCORING_2);
    expect(averages(rescored.facets)).toEqual(times10(v1));
    expect(await report(b, fresh)).toEqual(v2Report);

    // Nothing is left to re-score; another apply changes nothing and audits nothing.
    const again = await asBearer(t, admin).get('/api/admin/instruments/Learning/rescore-preview');
    expect(again.body).toMatchObject({ pending: 0, sample: [] });
    const idle = await asBearer(t, admin)
      .post('/api/admin/instruments/Learning/rescore', { scoringVersion: TEST_SCORING_2 })
      .expect(201);
    expect(idle.body.rescored).toBe(0);
    expect(await rescoreAudits()).toHaveLength(1);
  });

  it('refuses re-scoring to anyone but an admin (403) and bad input (400)', async () => {
    const s = await student();
    const current = t.app.get(ScoringRegistry).current;
    for (const token of [s.token, coordinator]) {
      const preview = await asBearer(t, token).get(
        '/api/admin/instruments/Learning/rescore-preview',
      );
      expect(preview.status).toBe(403);
      const apply = await asBearer(t, token).post('/api/admin/instruments/Learning/rescore', {
        scoringVersion: current,
      });
      expect(apply.status).toBe(403);
      expect(apply.body.error).toEqual(expect.any(String));
    }
    const bad = [
      { type: 'Nope', body: { scoringVersion: current } },
      { type: 'Learning', body: {} },
      { type: 'Learning', body: { scoringVersion: 2 } },
      { type: 'Learning', body: { scoringVersion: '' } },
      { type: 'Learning', body: { scoringVersion: 'x'.repeat(33) } },
      { type: 'Learning', body: { scoringVersion: 'scoring\u0000' } },
    ];
    for (const { type, body } of bad) {
      const res = await asBearer(t, admin).post(`/api/admin/instruments/${type}/rescore`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect(
      (await asBearer(t, admin).get('/api/admin/instruments/Nope/rescore-preview')).status,
    ).toBe(400);
  });
});

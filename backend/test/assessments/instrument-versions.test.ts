import { QUALITY_FLAGS, SCORING_VERSION } from '@aspire/domain';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { InstrumentVersionItem } from '../../src/assessments/entities/instrument-version.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, newSessionId, servedQuestions } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** Instrument versions, scoring versions, response quality and re-scoring. */
describe('instrument versions, response quality and re-scoring', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  async function student() {
    const user = await createUser(t, { role: 'user' });
    const token = await tokenFor(t, user);
    return { user, token };
  }
  const progressOf = (sessionId: string) =>
    t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId });
  const scores = (s: { user: { id: string }; token: string }, sessionId: string) =>
    asBearer(t, s.token)
      .get(`/api/assessment/scores/${s.user.id}`, { assessmentType: 'Learning', sessionId })
      .expect(200);
  const history = async () =>
    (await asBearer(t, admin).get('/api/admin/instruments/Learning/versions').expect(200)).body;

  it('should record a new version on a question edit and keep the old session and its report', async () => {
    const a = await student();
    const learning = await servedQuestions(t, a.token, 'Learning');
    const old = await complete(
      t,
      a.token,
      a.user.id,
      'Learning',
      answersFor(learning, () => 1),
    );
    const before = (await scores(a, old)).body;
    const oldProgress = await progressOf(old);
    expect(oldProgress.instrumentVersion).toMatch(/^[0-9a-f]{64}$/);
    expect(oldProgress.scoringVersion).toBe(SCORING_VERSION);
    expect(before.instrumentVersion).toBe(oldProgress.instrumentVersion);
    const stored = await t.dataSource
      .getRepository(InstrumentVersionItem)
      .countBy({ versionHash: oldProgress.instrumentVersion! });
    expect(stored).toBe(learning.length);

    // The admin reverses the scores of an answered question (a reverse-keyed item now).
    t.clock.advance(60_000);
    const edited = learning[0];
    const form = (
      await asBearer(t, admin).get(`/api/admin/questions/${edited.question_id}`).expect(200)
    ).body;
    const { id: _id, created_at: _c, updated_at: _u, ...fields } = form;
    await asBearer(t, admin)
      .put(`/api/admin/questions/${edited.question_id}`, {
        ...fields,
        options: form.options.map((o: { optionText: string; score: number }) => ({
          ...o,
          score: 5 - o.score,
        })),
      })
      .expect(200);

    // The old session keeps its version and its report, number for number.
    expect((await progressOf(old)).instrumentVersion).toBe(oldProgress.instrumentVersion);
    expect((await scores(a, old)).body).toEqual(before);

    // A new session is taken on a new version.
    t.clock.advance(60_000);
    const b = await student();
    const now = await servedQuestions(t, b.token, 'Learning');
    const fresh = await complete(
      t,
      b.token,
      b.user.id,
      'Learning',
      answersFor(now, () => 1),
    );
    const freshVersion = (await progressOf(fresh)).instrumentVersion;
    expect(freshVersion).toMatch(/^[0-9a-f]{64}$/);
    expect(freshVersion).not.toBe(oldProgress.instrumentVersion);
    // Each report names its version by the moment that version was first used (two minutes apart).
    const freshReport = (await scores(b, fresh)).body;
    expect(freshReport.instrumentVersion).toBe(freshVersion);
    expect(
      Date.parse(freshReport.instrumentRecordedAt) - Date.parse(before.instrumentRecordedAt),
    ).toBe(120_000);

    // The history: newest first, who changed what, and sessions per version.
    const h = await history();
    expect(h.currentVersion).toBe(freshVersion);
    const [latest, previous] = h.versions;
    expect(latest).toMatchObject({ hash: freshVersion, isCurrent: true, completedSessions: 1 });
    expect(latest.changes).toEqual([`Question ${form.question_number}: options changed`]);
    expect(latest.edits).toEqual([
      expect.objectContaining({
        by: 'admin@aspire.test',
        action: 'update',
        resource: 'questions',
        resourceId: String(edited.question_id),
      }),
    ]);
    expect(previous).toMatchObject({ hash: oldProgress.instrumentVersion, isCurrent: false });
    expect(previous.completedSessions).toBeGreaterThanOrEqual(1);
  });

  it('should store clamped answer times, and compute and store the quality flags on submit', async () => {
    const s = await student();
    const learning = await servedQuestions(t, s.token, 'Learning');
    const answers = answersFor(learning, () => 0).map((a, i) => ({
      ...a,
      answerMs: i === 0 ? 99_999_999 : 300,
    }));
    const sessionId = await complete(t, s.token, s.user.id, 'Learning', answers);
    const first = await t.dataSource
      .getRepository(AssessmentAnswer)
      .findOneByOrFail({ sessionId, questionId: learning[0].question_id });
    expect(first.answerMs).toBe(600_000);
    const flags = (await progressOf(sessionId)).qualityFlags;
    expect(flags).toEqual(expect.arrayContaining(['straightLining', 'speeding']));
    expect(flags!.every((f) => QUALITY_FLAGS.includes(f))).toBe(true);
    expect((await scores(s, sessionId)).body.qualityFlags).toEqual(flags);
  });

  it('should store no flags for careful, varied answers', async () => {
    const s = await student();
    const learning = await servedQuestions(t, s.token, 'Learning');
    const answers = answersFor(learning, (q) => q.question_id % q.options.length).map((a) => ({
      ...a,
      answerMs: 4000,
    }));
    const sessionId = await complete(t, s.token, s.user.id, 'Learning', answers);
    expect((await progressOf(sessionId)).qualityFlags).not.toContain('straightLining');
    expect((await progressOf(sessionId)).qualityFlags).not.toContain('speeding');
  });

  it('should refuse a negative or fractional answer time', async () => {
    const s = await student();
    const learning = await servedQuestions(t, s.token, 'Learning');
    for (const answerMs of [-1, 1.5, 'soon']) {
      const res = await asBearer(t, s.token)
        .post('/api/assessment/submit-batch', {
          userId: s.user.id,
          assessmentType: 'Learning',
          sessionId: newSessionId(),
          answers: [{ ...answersFor(learning)[0], answerMs }],
        })
        .expect(400);
      expect(res.body.error).toMatch(/answerMs/);
    }
  });

  it('should preview re-scoring per facet, then re-score with one audit row, never silently', async () => {
    const s = await student();
    const learning = await servedQuestions(t, s.token, 'Learning');
    const sessionId = await complete(t, s.token, s.user.id, 'Learning', answersFor(learning));
    // A session scored before scoring versions were kept.
    await t.dataSource
      .getRepository(AssessmentProgress)
      .update({ sessionId }, { scoringVersion: null });

    const preview = (
      await asBearer(t, admin).get('/api/admin/instruments/Learning/rescore-preview').expect(200)
    ).body;
    expect(preview.scoringVersion).toBe(SCORING_VERSION);
    expect(preview.pending).toBeGreaterThanOrEqual(1);
    const mine = preview.sample.find((x: { sessionId: string }) => x.sessionId === sessionId);
    expect(mine.fromVersion).toBeNull();
    expect(mine.facets.length).toBeGreaterThan(0);
    for (const f of mine.facets) expect(f.after).toBe(f.before);
    // The preview changed nothing.
    expect((await progressOf(sessionId)).scoringVersion).toBeNull();

    const done = (
      await asBearer(t, admin)
        .post('/api/admin/instruments/Learning/rescore', { scoringVersion: preview.scoringVersion })
        .expect(201)
    ).body;
    expect(done.rescored).toBe(preview.pending);
    expect((await progressOf(sessionId)).scoringVersion).toBe(SCORING_VERSION);
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ action: 'rescore', resource: 'assessments', resourceId: 'Learning' });
    expect(audit.actorEmail).toBe('admin@aspire.test');
    expect(audit.after).toEqual({ scoringVersion: SCORING_VERSION, sessions: done.rescored });
    const again = (
      await asBearer(t, admin).get('/api/admin/instruments/Learning/rescore-preview').expect(200)
    ).body;
    expect(again.pending).toBe(0);
  });

  it('should refuse an unknown assessment type', async () => {
    await asBearer(t, admin).get('/api/admin/instruments/Nope/versions').expect(400);
  });
});

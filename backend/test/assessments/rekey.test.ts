import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { storedFacetTotals } from '../../src/assessments/facet-totals.repository';
import { REKEY_KEYS_CHANGED } from '../../src/assessments/rekey.service';
import { storedPairSums } from '../../src/assessments/stored-sums.repository';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { pairSums, totalHistograms } from '../support/cohort-reference';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, newSessionId, servedQuestions, ServedQuestion } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const byKey = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
const bins = (rows: { facet: string; items: number; total: number; count: number }[]) =>
  byKey(rows.map((r) => [r.facet, r.items, r.total, r.count]));

describe('chosen options and re-scoring after a key correction', () => {
  let t: TestApp;
  let admin: string;
  let school: number;
  let learning: ServedQuestion[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    school = (await makeSchool(t, 'Key Hill', 'key-hill.test')).id;
  });
  afterAll(() => t.close());

  const stored = (sessionId: string) =>
    t.dataSource.getRepository(AssessmentAnswer).find({ where: { sessionId } });

  /** A student at the school who completes StudyStyle choosing `pick` for every question. */
  async function completes(pick: (q: ServedQuestion) => number, optionIndex = false) {
    const s = await createUser(t, { role: 'user', schoolId: school });
    const token = await tokenFor(t, s);
    learning = await servedQuestions(t, token, 'Learning');
    const sessionId = newSessionId();
    const answers = answersFor(learning, pick).map((a, i) =>
      optionIndex ? { ...a, optionIndex: pick(learning[i]) } : a,
    );
    await asBearer(t, token)
      .post('/api/assessment/submit-batch', {
        userId: s.id,
        assessmentType: 'Learning',
        sessionId,
        answers,
      })
      .expect(201);
    await asBearer(t, token)
      .post('/api/assessment/save-progress', {
        userId: s.id,
        assessmentType: 'Learning',
        sessionId,
        lastCompletionDate: t.clock.now().toISOString(),
      })
      .expect(201);
    return { user: s, token, sessionId };
  }

  it('stores the option chosen with every answer, and refuses an option that does not carry the score', async () => {
    const { sessionId, user, token } = await completes((q) => q.question_id % 2, true);
    const rows = await stored(sessionId);
    expect(rows.length).toBe(learning.length);
    for (const r of rows) expect(r.optionIndex).toBe(r.questionId % 2);
    // Without the option named, the only option with the score is the one recorded.
    const other = await completes((q) => q.options.length - 1);
    for (const r of await stored(other.sessionId)) {
      const q = learning.find((x) => x.question_id === r.questionId)!;
      expect(r.optionIndex).toBe(q.options.length - 1);
    }
    const q = learning[0];
    const res = await asBearer(t, token).post('/api/assessment/submit-batch', {
      userId: user.id,
      assessmentType: 'Learning',
      sessionId: newSessionId(),
      answers: [{ ...answersFor([q], () => 0)[0], optionIndex: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: `Option 1 of question ${q.question_id} does not score ${q.options[0].score}.`,
    });
  });

  it('re-scores past sessions from their stored choices after an admin corrects a key: previewed, applied once, audited', async () => {
    const first = await completes(() => 0);
    const last = await completes((q) => q.options.length - 1);
    const q = learning[0];
    const as = asBearer(t, admin);
    const current = await as.get(`/api/admin/questions/${q.question_id}`).expect(200);
    const options = current.body.options as { optionText: string; score: number }[];
    const reversed = options.map((o, i) => ({
      ...o,
      score: options[options.length - 1 - i].score,
    }));
    await as
      .put(`/api/admin/questions/${q.question_id}`, { ...current.body, options: reversed })
      .expect(200);

    const preview = await as.get('/api/admin/instruments/Learning/rekey-preview').expect(200);
    expect(preview.body.questions).toEqual([q.question_id]);
    expect(preview.body.unknown).toBe(0);
    // No session so far chose the middle option (the one a reversal leaves as it was), so every
    // stored answer to the question changes.
    const expectedSessions = await t.dataSource
      .getRepository(AssessmentAnswer)
      .count({ where: { questionId: q.question_id } });
    expect(preview.body.sessions).toBe(expectedSessions);
    const sampled = preview.body.sample.find(
      (s: { sessionId: string }) => s.sessionId === first.sessionId,
    );
    // The sample shows the facet's average as stored and as re-scored.
    const facet = sampled.facets.find((f: { facet: string }) => f.facet === q.facet);
    const items = learning.filter((x) => x.facet === q.facet).length;
    expect(facet.after - facet.before).toBeCloseTo(
      (reversed[0].score - options[0].score) / items,
      10,
    );

    const stale = await as.post('/api/admin/instruments/Learning/rekey', { keyVersion: 'old' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: REKEY_KEYS_CHANGED });

    // Five admins apply the same preview at once: the answers change once, one audit row.
    const applied = await Promise.all(
      Array.from({ length: 5 }, () =>
        as.post('/api/admin/instruments/Learning/rekey', {
          keyVersion: preview.body.keyVersion,
        }),
      ),
    );
    expect(applied.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const total = applied.reduce((n, r) => n + (r.body.rescoredAnswers ?? 0), 0);
    expect(total).toBe(preview.body.answers);
    expect(await t.dataSource.getRepository(AuditLog).count({ where: { action: 'rekey' } })).toBe(
      1,
    );

    for (const [who, option] of [
      [first, 0],
      [last, options.length - 1],
    ] as const) {
      const answer = (await stored(who.sessionId)).find((a) => a.questionId === q.question_id)!;
      expect([answer.optionIndex, answer.score]).toEqual([option, reversed[option].score]);
    }
    // The kept sums and histograms equal a rebuild from the re-scored answers.
    const m = t.dataSource.manager;
    const { instrumentVersion: version } = await m
      .getRepository(AssessmentProgress)
      .findOneByOrFail({ sessionId: first.sessionId });
    for (const schoolId of [null, school]) {
      const cohort = { type: 'Learning' as const, version, schoolId };
      expect(byKey(await storedPairSums(m, 'Learning', version, schoolId))).toEqual(
        byKey(await pairSums(m, cohort)),
      );
      const kept = await storedFacetTotals(m, 'Learning', [version], schoolId);
      expect(bins((schoolId === null ? kept.all : kept.school)!)).toEqual(
        bins(await totalHistograms(m, cohort)),
      );
    }
    const again = await as.get('/api/admin/instruments/Learning/rekey-preview').expect(200);
    expect([again.body.answers, again.body.sessions]).toEqual([0, 0]);
  });

  it('is for admins only', async () => {
    const coordinator = await staffToken(t, 'coordinator');
    await asBearer(t, coordinator).get('/api/admin/instruments/Learning/rekey-preview').expect(403);
  });
});

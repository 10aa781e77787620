import { isReverseKeyed, qualityFlags } from '@aspire/domain';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, newSessionId, servedQuestions, ServedQuestion } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A key correction re-scores past answers and, in the same transaction, the response-quality
 * flags of their sessions: acquiescence reads which items are reversed, so a wrong key can raise
 * it (docs/decisions/0071-chosen-options-kept.md, 0144-careless-responding-indices.md).
 */
describe('re-keying recomputes the response-quality flags', () => {
  let t: TestApp;
  let admin: string;
  let learning: ServedQuestion[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  /** A student who completes StudyStyle choosing the option `pick` names, and names it. */
  async function completes(pick: (q: ServedQuestion) => number) {
    const s = await createUser(t, { role: 'user' });
    const token = await tokenFor(t, s);
    learning = await servedQuestions(t, token, 'Learning');
    const sessionId = newSessionId();
    const answers = answersFor(learning, pick).map((a, i) => ({
      ...a,
      optionIndex: pick(learning[i]),
    }));
    const as = asBearer(t, token);
    await as
      .post('/api/assessment/submit-batch', {
        userId: s.id,
        assessmentType: 'Learning',
        sessionId,
        answers,
      })
      .expect(201);
    await as
      .post('/api/assessment/save-progress', {
        userId: s.id,
        assessmentType: 'Learning',
        sessionId,
        lastCompletionDate: t.clock.now().toISOString(),
      })
      .expect(201);
    return sessionId;
  }
  const flagsOf = async (sessionId: string) =>
    (await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId }))
      .qualityFlags;

  it('drops the acquiescence flag a wrong key raised, as the corrected keys read the choices', async () => {
    const last = (q: ServedQuestion) => q.options.length - 1;
    // "Very much like me" to everything: under balanced keying that agrees with both sides.
    const agreeing = await completes(last);
    const disagreeing = await completes(() => 0);
    const unflagged = await completes(last);
    expect(await flagsOf(agreeing)).toContain('acquiescent');
    const before = { disagreeing: await flagsOf(disagreeing) };
    expect(before.disagreeing).not.toContain('acquiescent');
    // A session completed before flags were kept has none, and gets none.
    await t.dataSource
      .getRepository(AssessmentProgress)
      .update({ sessionId: unflagged }, { qualityFlags: null });

    // An admin finds the reversed items were keyed the wrong way round and corrects each one.
    const as = asBearer(t, admin);
    const reversed = learning.filter((q) => isReverseKeyed(q.options.map((o) => o.score)));
    expect(reversed.length).toBeGreaterThan(0);
    for (const q of reversed) {
      const current = (await as.get(`/api/admin/questions/${q.question_id}`).expect(200)).body;
      const options = current.options as { optionText: string; score: number }[];
      await as
        .put(`/api/admin/questions/${q.question_id}`, {
          ...current,
          options: options.map((o, i) => ({ ...o, score: options[options.length - 1 - i].score })),
        })
        .expect(200);
    }
    const preview = await as.get('/api/admin/instruments/Learning/rekey-preview').expect(200);
    const applied = await as
      .post('/api/admin/instruments/Learning/rekey', { keyVersion: preview.body.keyVersion })
      .expect(201);

    // The flags as the corrected keys read the same choices, worked out here.
    const reader = await tokenFor(t, await createUser(t, { role: 'user' }));
    const bank = new Map(
      (await servedQuestions(t, reader, 'Learning')).map((q) => [
        q.question_id,
        q.options.map((o) => o.score),
      ]),
    );
    const expected = (pick: (q: ServedQuestion) => number) =>
      qualityFlags(
        learning.map((q) => {
          const optionScores = reversed.some((r) => r.question_id === q.question_id)
            ? [...q.options.map((o) => o.score)].reverse()
            : q.options.map((o) => o.score);
          expect(bank.get(q.question_id)).toEqual(optionScores);
          const optionIndex = pick(q);
          return { facet: q.facet, optionIndex, score: optionScores[optionIndex], optionScores };
        }),
      );
    const after = { agreeing: expected(last), disagreeing: expected(() => 0) };
    expect(after.agreeing).not.toContain('acquiescent');
    expect(await flagsOf(agreeing)).toEqual(after.agreeing);
    expect(await flagsOf(disagreeing)).toEqual(after.disagreeing);
    const changed = Number(
      JSON.stringify(after.disagreeing) !== JSON.stringify(before.disagreeing),
    );
    expect(applied.body).toMatchObject({ rescoredSessions: 3, reflaggedSessions: 1 + changed });
    expect(await flagsOf(unflagged)).toBeNull();
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'rekey' });
    expect(audit.after).toMatchObject({ sessions: 3, reflagged: 1 + changed });
  });
});

import { ANSWER_ALREADY_SUBMITTED } from '@aspire/domain';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { pairSums, scoreCounts } from '../support/cohort-reference';
import { storedPairSums, storedScoreCounts } from '../../src/assessments/stored-sums.repository';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, newSessionId, servedQuestions } from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { byStatus } from './burst';

const STUDENTS = 25;
const byKey = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

// A completed session's answers never change: the batch and the completion take the student's
// row lock, so the scale sums kept per school (docs/decisions/0024-scale-sums-kept-per-school.md)
// always equal a rebuild from the stored answers.
describe('answer batches racing completions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`should keep the sums equal to the stored answers when ${STUDENTS} completions race ${STUDENTS} changed batches`, async () => {
    const school = (await makeSchool(t, 'Race Hill', 'race-hill.test')).id;
    const started: { id: string; token: string; sessionId: string }[] = [];
    let learning: Awaited<ReturnType<typeof servedQuestions>> = [];
    for (let n = 0; n < STUDENTS; n++) {
      const s = await createUser(t, { role: 'user', schoolId: school });
      const token = await tokenFor(t, s);
      if (!learning.length) learning = await servedQuestions(t, token, 'Learning');
      const sessionId = newSessionId();
      await asBearer(t, token)
        .post('/api/assessment/submit-batch', {
          userId: s.id,
          assessmentType: 'Learning',
          sessionId,
          answers: answersFor(learning, () => 0),
        })
        .expect(201);
      started.push({ id: s.id, token, sessionId });
    }
    const changed = answersFor(learning, (q) => q.options.length - 1);
    const completion = ({ id, token, sessionId }: (typeof started)[number]) =>
      asBearer(t, token).post('/api/assessment/save-progress', {
        userId: id,
        assessmentType: 'Learning',
        sessionId,
        lastCompletionDate: t.clock.now().toISOString(),
      });
    const batch = ({ id, token, sessionId }: (typeof started)[number]) =>
      asBearer(t, token).post('/api/assessment/submit-batch', {
        userId: id,
        assessmentType: 'Learning',
        sessionId,
        answers: changed,
      });
    // Half the students' batches leave first, half their completions, so both orders meet.
    // (A request leaves when it is awaited: Promise.all sends them in this order.)
    const sent = await Promise.all(
      started.flatMap((s, n) => (n % 2 ? [batch(s), completion(s)] : [completion(s), batch(s)])),
    );
    const completions = sent.filter((_, i) => (i >> 1) % 2 === i % 2);
    const batches = sent.filter((_, i) => (i >> 1) % 2 !== i % 2);
    expect(byStatus(completions)).toEqual({ 201: STUDENTS });
    // Each batch either came first (stored, then completed) or found the session complete.
    expect(Object.keys(byStatus(batches)).every((s) => s === '201' || s === '409')).toBe(true);
    for (const r of batches.filter((b) => b.status === 409)) {
      expect(r.body).toEqual({ error: ANSWER_ALREADY_SUBMITTED });
    }

    const m = t.dataSource.manager;
    const { instrumentVersion: version } = await m
      .getRepository(AssessmentProgress)
      .findOneByOrFail({ sessionId: started[0].sessionId });
    const cohort = { type: 'Learning' as const, version, schoolId: school };
    expect(byKey(await storedPairSums(m, 'Learning', version, school))).toEqual(
      byKey(await pairSums(m, cohort)),
    );
    expect(byKey(await storedScoreCounts(m, 'Learning', version, school))).toEqual(
      byKey(await scoreCounts(m, cohort)),
    );

    // After the race every session is complete, and a further change is refused with nothing written.
    const { id, token, sessionId } = started[0];
    const before = await m.getRepository(AssessmentAnswer).findBy({ sessionId });
    const again = await asBearer(t, token).post('/api/assessment/submit-batch', {
      userId: id,
      assessmentType: 'Learning',
      sessionId,
      answers: answersFor(learning, () => 1),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: ANSWER_ALREADY_SUBMITTED });
    const after = await m.getRepository(AssessmentAnswer).findBy({ sessionId });
    expect(after.map((a) => [a.questionId, a.score])).toEqual(
      before.map((a) => [a.questionId, a.score]),
    );
  });
});

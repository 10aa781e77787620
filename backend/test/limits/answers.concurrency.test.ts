import { ANSWER_ALREADY_SUBMITTED, PART_I } from '@aspire/domain';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { answersFor, complete, newSessionId, servedQuestions } from '../support/assessments';
import { signedInStudent } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// submit-batch under 20 simultaneous requests: one stored row per answer, the Part I
// funnel stage written once and exact, and a completed session refusing every batch.
describe('submit-batch under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const student = () => signedInStudent(t);
  const answersOf = (sessionId: string) =>
    t.dataSource.getRepository(AssessmentAnswer).findBy({ sessionId });

  it('should store 20 identical first Part I batches once and reach Part I at the first answer', async () => {
    const { user, token, as } = await student();
    const partI = (await servedQuestions(t, token, 'Subject'))
      .filter((q) => q.category === PART_I)
      .slice(0, 5);
    const sessionId = newSessionId();
    const body = {
      userId: user.id,
      assessmentType: 'Subject',
      sessionId,
      answers: answersFor(partI),
    };
    const results = await burst(20, () => as.post('/api/assessment/submit-batch', body));
    expect(byStatus(results)).toEqual({ 201: 20 });
    const stored = await answersOf(sessionId);
    expect(stored).toHaveLength(partI.length);
    const [{ n }] = (await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM users u WHERE u.id = ? AND u.uniready_part_i_completed_at =
         (SELECT MIN(a.created_at) FROM assessment_answers a
          WHERE a.user_id = u.id AND a.assessment_type = 'Subject' AND a.category = ?)`,
      [user.id, PART_I],
    )) as { n: number | string }[];
    expect(Number(n)).toBe(1);
  });

  it('should refuse all of 20 batches sent at once to a completed session and store nothing', async () => {
    const { user, token, as } = await student();
    const career = await servedQuestions(t, token, 'Career');
    const sessionId = await complete(t, token, user.id, 'Career', answersFor(career));
    const scores = async () => (await answersOf(sessionId)).map((a) => [a.questionId, a.score]);
    const before = await scores();
    const results = await burst(20, () =>
      as.post('/api/assessment/submit-batch', {
        userId: user.id,
        assessmentType: 'Career',
        sessionId,
        answers: answersFor(career.slice(0, 3), () => 1),
      }),
    );
    expect(byStatus(results)).toEqual({ 409: 20 });
    expect(results.every((r) => r.body.error === ANSWER_ALREADY_SUBMITTED)).toBe(true);
    expect(await scores()).toEqual(before);
  });
});

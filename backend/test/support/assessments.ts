import { AssessmentType, STATUS_OF } from '@aspire/domain';
import { randomUUID } from 'node:crypto';
import { TestApp } from './test-app';

export type ServedQuestion = {
  question_id: number;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

export async function servedQuestions(t: TestApp, token: string, type: AssessmentType) {
  const res = await t
    .http()
    .get('/api/questions')
    .query({ status: STATUS_OF[type] })
    .auth(token, { type: 'bearer' })
    .expect(200);
  return res.body as ServedQuestion[];
}

/** Answers as the portal sends them; `pick` chooses the option index per question. */
export const answersFor = (
  questions: ServedQuestion[],
  pick: (q: ServedQuestion) => number = () => 0,
) =>
  questions.map((q) => ({
    questionId: q.question_id,
    category: q.category,
    subCategory: q.sub_category,
    facet: q.facet,
    taxonomy: q.taxonomy,
    score: q.options[pick(q)].score,
  }));

export const newSessionId = () => randomUUID();

/** submit-batch then save-progress with a completion date: the portal's submit steps 6 and 7. */
export async function complete(
  t: TestApp,
  token: string,
  userId: string,
  assessmentType: AssessmentType,
  answers: ReturnType<typeof answersFor>,
  sessionId = newSessionId(),
) {
  await t
    .http()
    .post('/api/assessment/submit-batch')
    .auth(token, { type: 'bearer' })
    .send({ userId, assessmentType, sessionId, answers })
    .expect(201);
  await t
    .http()
    .post('/api/assessment/save-progress')
    .auth(token, { type: 'bearer' })
    .send({ userId, assessmentType, sessionId, lastCompletionDate: t.clock.now().toISOString() })
    .expect(201);
  return sessionId;
}

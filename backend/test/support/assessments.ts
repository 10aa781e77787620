import { AssessmentType, PART_I, PART_III, sessionQuestions, STATUS_OF } from '@aspire/domain';
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

/** The index of a question's option with the lowest, middle or highest score. */
export function optionBy(q: ServedQuestion, which: 'min' | 'mid' | 'max'): number {
  const order = q.options.map((o, i) => [o.score, i]).sort((a, b) => a[0] - b[0]);
  const at = which === 'min' ? 0 : which === 'max' ? order.length - 1 : order.length >> 1;
  return order[at][1];
}

/**
 * A whole UniReady session as the screen sends it: every Part I question, then the Part II
 * questions the domain selects from those Part I answers
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function subjectSession(subject: ServedQuestion[], pick: (q: ServedQuestion) => number) {
  const partI = answersFor(
    subject.filter((q) => q.category === PART_I),
    pick,
  );
  const partIRows = partI.map((a) => ({
    category: a.category,
    sub_category: a.subCategory,
    facet: a.facet ?? a.subCategory,
    score: a.score,
    taxonomy: a.taxonomy,
  }));
  const bank = subject
    .filter((q) => q.category !== PART_III)
    .map((q) => ({ ...q, subCategory: q.sub_category }));
  return answersFor(sessionQuestions('Subject', bank, { partIRows }), pick);
}

import {
  AssessmentType,
  PART_I,
  PART_III,
  selectPartI,
  sessionQuestions,
  STATUS_OF,
  tiedAreasAnswered,
} from '@aspire/domain';
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
    .send({
      userId,
      assessmentType,
      sessionId,
      lastCompletionDate: t.clock.now().toISOString(),
      ...(assessmentType === 'Subject' ? { partIChoice: partIChoiceOf(answers) } : {}),
    })
    .expect(201);
  return sessionId;
}

const rowsOf = (answers: ReturnType<typeof answersFor>) =>
  answers.map((a) => ({
    category: a.category,
    sub_category: a.subCategory,
    facet: a.facet ?? a.subCategory,
    score: a.score,
    taxonomy: a.taxonomy,
  }));

/** What the portal sends: the tied Part I areas the session went on to answer in Part II. */
export function partIChoiceOf(answers: ReturnType<typeof answersFor>): string[] {
  const rows = rowsOf(answers);
  const { tie } = selectPartI(rows.filter((r) => r.category === PART_I));
  return tie ? tiedAreasAnswered(tie, rows) : [];
}

/** The index of a question's option with the lowest, middle or highest score. */
export function optionBy(q: ServedQuestion, which: 'min' | 'mid' | 'max'): number {
  const order = q.options.map((o, i) => [o.score, i]).sort((a, b) => a[0] - b[0]);
  const at = which === 'min' ? 0 : which === 'max' ? order.length - 1 : order.length >> 1;
  return order[at][1];
}

/**
 * A whole UniReady session as the screen sends it: every Part I question, then the Part II
 * questions the domain selects from those Part I answers (and the student's choice on a tie)
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function subjectSession(subject: ServedQuestion[], pick: (q: ServedQuestion) => number) {
  const partI = answersFor(
    subject.filter((q) => q.category === PART_I),
    pick,
  );
  const partIRows = rowsOf(partI);
  const bank = subject
    .filter((q) => q.category !== PART_III)
    .map((q) => ({ ...q, subCategory: q.sub_category }));
  // A tie at the Part I boundary is the student's to choose; this test student takes the
  // tied areas the bank lists first (what the tests were written against).
  const { tie } = selectPartI(partIRows);
  const areas = [...new Set(partI.map((a) => a.subCategory))];
  const partIChoice = tie ? areas.filter((a) => tie.among.includes(a)).slice(0, tie.pick) : [];
  return answersFor(sessionQuestions('Subject', bank, { partIRows, partIChoice }), pick);
}

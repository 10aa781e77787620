// Reach the end of a long assessment fast. The runner resumes what it stored in
// localStorage (docs/product/assessments.md, "Taking an assessment"), so the tests write the
// answers there and reload instead of clicking through a hundred questions; the screens then behave
// as if the student had answered them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { auth, type ServedQuestion, type Session } from './student-results';

type StoredType = 'careerAssessment' | 'subjectAssessment' | 'learningAssessment';
const STATUS: Record<StoredType, string> = {
  careerAssessment: 'Career Assessments',
  subjectAssessment: 'Subject Assessments',
  learningAssessment: 'Learning Assessments',
};

/**
 * Answers every question of the stored session (the page must show its first question, so the
 * runner has saved its order) with the option `choose` picks, keeping the answers stored before,
 * then reloads the page.
 */
export async function prefillStoredAnswers(
  page: Page,
  request: APIRequestContext,
  student: Session,
  type: StoredType,
  choose: (q: ServedQuestion) => string,
): Promise<void> {
  const bank = await request.get('/api/questions', {
    params: { status: STATUS[type] },
    headers: auth(student),
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  const byId = Object.fromEntries(
    ((await bank.json()) as ServedQuestion[]).map((q) => [String(q.question_id), choose(q)]),
  );
  await page.evaluate(
    ({ prefix, byId }) => {
      const read = (name: string, empty: string) =>
        JSON.parse(localStorage.getItem(`${prefix}${name}`) ?? empty) as unknown;
      const ids = read('Questions', '[]') as number[];
      // Earlier answers stay: UniReady's Part II is chosen from the Part I answers.
      const answers = {
        ...(read('Answers', '{}') as Record<string, string>),
        ...Object.fromEntries(ids.map((id) => [String(id), byId[String(id)]])),
      };
      const order = [...new Set([...(read('Order', '[]') as number[]), ...ids])];
      localStorage.setItem(`${prefix}Answers`, JSON.stringify(answers));
      localStorage.setItem(`${prefix}Order`, JSON.stringify(order));
      localStorage.setItem(`${prefix}Index`, JSON.stringify(ids.length - 1));
    },
    { prefix: `${type}${student.userId}`, byId },
  );
  await page.reload();
}

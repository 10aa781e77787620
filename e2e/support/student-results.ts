// A student with stored results, set up through the API the way the assessment screens store them
// (submit-batch, then save-progress with the completion date).
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './login';
import { firstUrlInMail, waitForMail } from './mail';

export type Session = { token: string; userId: string };
export type ServedQuestion = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};
export type ResultType = 'Career' | 'Subject' | 'Learning';

export const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });
const BANKS: Record<ResultType, string> = {
  Career: 'Career Assessments',
  Subject: 'Subject Assessments',
  Learning: 'Learning Assessments',
};
/**
 * Two Part I areas clearly favoured, so Part II covers exactly their subjects
 * (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export const SUBJECT_AREAS = ['Natural Sciences & Mathematics', 'Computing & Digital'];

/** Registers and verifies a new student of the demo school; answers its session. */
export async function freshStudent(
  request: APIRequestContext,
  prefix: string,
  password: string,
): Promise<Session & { email: string; username: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}.${stamp}@demo-school.test`;
  const username = `${prefix}_${stamp}`;
  const registered = await request.post('/api/users/register', {
    data: { username, age: 16, email, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { ...(await apiLogin(request, { email, password })), email, username };
}

/** An option's score: best for the favoured areas, worst for the others, else spread. */
function score(q: ServedQuestion, i: number): number {
  const scores = q.options.map((o) => o.score);
  if (q.category === 'Part I') {
    return SUBJECT_AREAS.includes(q.facet) ? Math.max(...scores) : Math.min(...scores);
  }
  return scores[i % scores.length];
}

/** Stores one completed session of the type, answering every question it serves. */
export async function completeAssessment(
  request: APIRequestContext,
  s: Session,
  type: ResultType,
): Promise<void> {
  const bank = await request.get('/api/questions', {
    params: { status: BANKS[type] },
    headers: auth(s),
  });
  expect(bank.ok(), await bank.text()).toBe(true);
  const questions = ((await bank.json()) as ServedQuestion[]).filter(
    (q) =>
      type !== 'Subject' ||
      q.category === 'Part I' ||
      (q.category === 'Part II' && SUBJECT_AREAS.includes(q.sub_category)),
  );
  const sessionId = `${type.toLowerCase()}-${Date.now()}`;
  const answers = questions.map((q, i) => ({
    questionId: q.question_id,
    category: q.category,
    subCategory: q.sub_category,
    facet: q.facet,
    taxonomy: q.taxonomy,
    score: score(q, i),
  }));
  const submitted = await request.post('/api/assessment/submit-batch', {
    headers: auth(s),
    data: { userId: s.userId, assessmentType: type, sessionId, answers },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const saved = await request.post('/api/assessment/save-progress', {
    headers: auth(s),
    data: {
      userId: s.userId,
      sessionId,
      assessmentType: type,
      lastCompletionDate: new Date().toISOString(),
      ...(type === 'Subject' ? { topSubcategories: SUBJECT_AREAS } : {}),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

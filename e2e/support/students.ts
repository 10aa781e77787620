// Students made through the API as the screens would make them: registered, verified by the
// outbox link, and with UniReady and FutureReady results that favour the same subject areas.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiLogin } from './login';
import { firstUrlInMail, waitForMail } from './mail';

export const STUDENT_PASSWORD = 'Team!Challenge42';

export type Session = { token: string; userId: string };
export type Student = Session & { email: string; username: string };

type ServedQuestion = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

export const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** Two Part I areas clearly favoured, so every such student shares the same top subjects. */
const SUBJECT_AREAS = ['Natural Sciences & Mathematics', 'Computing & Digital'];

function score(q: ServedQuestion, i: number): number {
  const scores = q.options.map((o) => o.score);
  if (q.category === 'Part I') {
    return SUBJECT_AREAS.includes(q.facet) ? Math.max(...scores) : Math.min(...scores);
  }
  return scores[i % scores.length];
}

async function register(request: APIRequestContext, prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}.${stamp}@demo-school.test`;
  const username = `${prefix}_${stamp}`;
  const registered = await request.post('/api/users/register', {
    data: { username, age: 16, email, password: STUDENT_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, username };
}

async function complete(request: APIRequestContext, s: Session, type: 'Career' | 'Subject') {
  const status = type === 'Career' ? 'Career Assessments' : 'Subject Assessments';
  const bank = await request.get('/api/questions', { params: { status }, headers: auth(s) });
  const questions = ((await bank.json()) as ServedQuestion[]).filter(
    (q) =>
      type === 'Career' ||
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

/** A verified student with both assessments done: Enrich+ and the Team tab are open to them. */
export async function readyStudent(request: APIRequestContext, prefix: string): Promise<Student> {
  const { email, username } = await register(request, prefix);
  const session = await apiLogin(request, { email, password: STUDENT_PASSWORD });
  await complete(request, session, 'Career');
  await complete(request, session, 'Subject');
  return { ...session, email, username };
}

export async function topSubject(request: APIRequestContext, s: Session): Promise<string> {
  const top = await request.get(`/api/assessment/top-subjects/${s.userId}`, { headers: auth(s) });
  return ((await top.json()) as { uniReady: string[] }).uniReady[0];
}

import { randomUUID } from 'node:crypto';
import { AssessmentType, FacetScore, PART_II, STATUS_OF, topFacetsOf } from '../../src';
import { answerSession, ServedItem, SimulatedAnswer } from './answers';
import { Respondent } from './respondents';

/**
 * The simulated cohort through the real API (plain `fetch`, so backend tests and browser tests
 * alike can use it against a running server): register and sign in, fetch the instrument as
 * served, answer it as the respondent would, submit and complete.
 */

export type Api = { baseUrl: string };
export type SignedIn = { userId: string; token: string };

async function call<T>(
  api: Api,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(new URL(path, api.baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export const signIn = async (api: Api, email: string, password: string): Promise<SignedIn> => {
  const r = await call<{ token: string; user_id: string }>(api, 'POST', '/api/users/login', {
    email,
    password,
  });
  return { userId: r.user_id, token: r.token };
};

export type Registration = { email: string; username: string; password: string; age: number };

/**
 * Registers a student (the e-mail must be whitelisted), follows the verification link and signs
 * in. `verificationToken` reads the link's token wherever the test catches mail.
 */
export async function registerStudent(
  api: Api,
  registration: Registration,
  verificationToken: (email: string) => Promise<string>,
): Promise<SignedIn> {
  await call(api, 'POST', '/api/users/register', registration);
  const token = await verificationToken(registration.email);
  await call(api, 'GET', `/api/users/verify-email?token=${encodeURIComponent(token)}`);
  return signIn(api, registration.email, registration.password);
}

/** The served question (GET /api/questions) as the harness reads it. */
type Served = {
  question_id: number;
  category: string;
  sub_category: string;
  facet: string | null;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

/** An item as served, with the facet its answers are recorded under (else its sub-category). */
export const servedItem = (q: Served): ServedItem => ({
  id: q.question_id,
  facet: q.facet ?? q.sub_category,
  category: q.category,
  subCategory: q.sub_category,
  taxonomy: q.taxonomy,
  options: q.options,
});

/** The bank of the type's status, as the assessment screen fetches it. */
export async function servedBank(api: Api, who: SignedIn, type: AssessmentType) {
  const status = encodeURIComponent(STATUS_OF[type]);
  const served = await call<Served[]>(
    api,
    'GET',
    `/api/questions?status=${status}`,
    undefined,
    who.token,
  );
  return served.map(servedItem);
}

/** The subjects a completed UniReady makes eligible for Part III (the top Part II facets). */
async function eligibleSubjects(api: Api, who: SignedIn): Promise<string[]> {
  const scores = await call<{ facets: (FacetScore & { category?: string })[] }>(
    api,
    'GET',
    `/api/assessment/scores/${who.userId}?assessmentType=Subject`,
    undefined,
    who.token,
  );
  return topFacetsOf(scores.facets.filter((f) => f.category === PART_II));
}

export type Taken = { sessionId: string; answers: SimulatedAnswer[] };

/** submit-batch (in batches of at most 500) then save-progress with a completion date. */
export async function submitSession(
  api: Api,
  who: SignedIn,
  type: AssessmentType,
  answers: readonly SimulatedAnswer[],
  sessionId: string = randomUUID(),
  complete = true,
): Promise<Taken> {
  for (let start = 0; start < answers.length; start += 500) {
    await call(
      api,
      'POST',
      '/api/assessment/submit-batch',
      {
        userId: who.userId,
        assessmentType: type,
        sessionId,
        answers: answers.slice(start, start + 500).map((a) => ({
          questionId: a.questionId,
          score: a.score,
          answerMs: a.answerMs,
        })),
      },
      who.token,
    );
  }
  if (complete) {
    await call(
      api,
      'POST',
      '/api/assessment/save-progress',
      {
        userId: who.userId,
        sessionId,
        assessmentType: type,
        lastCompletionDate: new Date().toISOString(),
      },
      who.token,
    );
  }
  return { sessionId, answers: [...answers] };
}

/** The respondent takes a whole assessment through the API: served bank, answers, completion. */
export async function takeAssessment(
  api: Api,
  who: SignedIn,
  r: Respondent,
  type: AssessmentType,
  sessionId?: string,
): Promise<Taken> {
  const bank = await servedBank(api, who, type);
  const choices =
    type === 'SubjectPart3' ? { eligibleSubjects: await eligibleSubjects(api, who) } : {};
  return submitSession(api, who, type, answerSession(r, type, bank, choices), sessionId);
}

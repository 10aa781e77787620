import { AssessmentType, TopSubjects } from '@aspire/domain';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from './as-bearer';
import { answersFor, complete, servedQuestions, subjectSession } from './assessments';
import { createUser, tokenFor } from './factories';
import { TestApp } from './test-app';

/** Completes the given assessments as the portal would; the option picked varies by question. */
export async function completeAssessments(
  t: TestApp,
  token: string,
  userId: string,
  types: AssessmentType[],
): Promise<void> {
  const pick = (q: { question_id: number; options: unknown[] }) => q.question_id % q.options.length;
  for (const type of types) {
    const questions = await servedQuestions(t, token, type);
    // A whole session as the screen sends it (UniReady: Part I, then the Part II it selects).
    const answers =
      type === 'Subject' ? subjectSession(questions, pick) : answersFor(questions, pick);
    await complete(t, token, userId, type, answers);
  }
}

export type Student = { user: User; token: string };

/** A student of `overrides` who completed `types` (by default all that materials need). */
export async function readyStudent(
  t: TestApp,
  overrides: Partial<User> = {},
  types: AssessmentType[] = ['Career', 'Subject', 'Learning'],
): Promise<Student> {
  const user = await createUser(t, overrides);
  const token = await tokenFor(t, user);
  await completeAssessments(t, token, user.id, types);
  return { user, token };
}

export async function topSubjects(t: TestApp, s: Student): Promise<TopSubjects> {
  const res = await asBearer(t, s.token)
    .get(`/api/assessment/top-subjects/${s.user.id}`)
    .expect(200);
  return res.body as TopSubjects;
}

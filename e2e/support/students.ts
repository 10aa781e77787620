// Team Challenge students: verified, with UniReady and FutureReady results that favour the same
// subject areas (student-results.ts), so every such student shares the same top subjects.
import { type APIRequestContext } from '@playwright/test';
import { auth, completeAssessment, freshStudent, type Session } from './student-results';

export type { Session } from './student-results';
export const STUDENT_PASSWORD = 'Team!Challenge42';

export type Student = Session & { email: string; username: string };

export { auth } from './student-results';

/** A verified student with both assessments done: Enrich+ and the Team tab are open to them. */
export async function readyStudent(request: APIRequestContext, prefix: string): Promise<Student> {
  const student = await freshStudent(request, prefix, STUDENT_PASSWORD);
  await completeAssessment(request, student, 'Career');
  await completeAssessment(request, student, 'Subject');
  return student;
}

export async function topSubject(request: APIRequestContext, s: Session): Promise<string> {
  const top = await request.get(`/api/assessment/top-subjects/${s.userId}`, { headers: auth(s) });
  return ((await top.json()) as { uniReady: string[] }).uniReady[0];
}

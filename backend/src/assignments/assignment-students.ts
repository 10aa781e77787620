import {
  assessmentStatus,
  assignmentStatus,
  type AssessmentType,
  type AssignmentStatus,
} from '@aspire/domain';
import { EntityManager, In } from 'typeorm';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { User } from '../users/entities/user.entity';
import { AssignmentsRepository } from './assignments.repository';
import { Assignment } from './entities/assignment.entity';

export type StudentState = {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  yearGroup: string | null;
  className: string | null;
  status: AssignmentStatus;
  /** Each assessment of the assignment, with the student's state for it. */
  assessments: Partial<Record<AssessmentType, AssignmentStatus>>;
};

/** The students an assignment is for: its school's students of its year group and/or class. */
export async function studentsInScope(
  rows: AssignmentsRepository,
  m: EntityManager,
  a: Assignment,
): Promise<User[]> {
  return rows.students(m, {
    schoolId: a.schoolId,
    yearGroup: a.yearGroup,
    className: a.className,
  });
}

/** Each student's state: complete, in progress or not started (domain's rules). */
export async function studentStates(
  rows: AssignmentsRepository,
  m: EntityManager,
  a: Assignment,
): Promise<StudentState[]> {
  const students = await studentsInScope(rows, m, a);
  const sessions = new Map<string, AssessmentProgress[]>();
  const ids = students.map((s) => s.id);
  for (let i = 0; i < ids.length; i += 500) {
    const found = await m.find(AssessmentProgress, {
      where: { userId: In(ids.slice(i, i + 500)), assessmentType: In(a.assessmentTypes) },
      select: ['userId', 'assessmentType', 'isCompleted', 'lastCompletionDate'],
    });
    for (const row of found) sessions.set(row.userId, [...(sessions.get(row.userId) ?? []), row]);
  }
  return students.map((s) => {
    const mine = sessions.get(s.id) ?? [];
    const assessments = Object.fromEntries(
      a.assessmentTypes.map((type) => [
        type,
        assessmentStatus(
          mine
            .filter((r) => r.assessmentType === type)
            .map((r) => ({ completedAt: r.isCompleted ? r.lastCompletionDate : null })),
          a.createdAt,
        ),
      ]),
    ) as Partial<Record<AssessmentType, AssignmentStatus>>;
    return {
      id: s.id,
      username: s.username,
      email: s.email,
      emailVerified: s.emailVerifiedAt !== null,
      yearGroup: s.yearGroup,
      className: s.className,
      status: assignmentStatus(Object.values(assessments)),
      assessments,
    };
  });
}

export const countsOf = (states: StudentState[]) => ({
  total: states.length,
  complete: states.filter((s) => s.status === 'complete').length,
  in_progress: states.filter((s) => s.status === 'in_progress').length,
  not_started: states.filter((s) => s.status === 'not_started').length,
});

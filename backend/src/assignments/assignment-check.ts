import {
  assessmentStatus,
  assignmentWarnings,
  type AssessmentCheck,
  type AssessmentType,
} from '@aspire/domain';
import { EntityManager, In } from 'typeorm';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AssignmentsRepository } from './assignments.repository';

/** The year groups and classes the school's students are in, with how many in each. */
export async function knownGroups(rows: AssignmentsRepository, m: EntityManager, schoolId: number) {
  const counts = await rows.groupCounts(m, schoolId);
  const years = new Map<string, number>();
  const classes: { year_group: string | null; class_name: string; students: number }[] = [];
  for (const r of counts) {
    const n = Number(r.n);
    if (r.year_group) years.set(r.year_group, (years.get(r.year_group) ?? 0) + n);
    if (r.class_name)
      classes.push({ year_group: r.year_group, class_name: r.class_name, students: n });
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return {
    year_groups: [...years]
      .map(([name, students]) => ({ year_group: name, students }))
      .sort((a, b) => byName(a.year_group, b.year_group)),
    classes: classes.sort((a, b) => byName(a.class_name, b.class_name)),
  };
}

/** What a student must have completed before each assessment opens (check-access's rules). */
const OPENS_AFTER: Partial<Record<AssessmentType, AssessmentType[]>> = {
  Learning: ['Career', 'Subject'],
  SubjectPart3: ['Subject'],
};

/**
 * Before an assignment is saved: how many of its students the assessment is still locked for,
 * and how many have already done it within the window that counts as complete
 * (docs/product/coordinators.md, "Assignments"). Counts only; nothing is written.
 */
export async function checkAssignment(
  rows: AssignmentsRepository,
  m: EntityManager,
  scope: { schoolId: number; yearGroup: string | null; className: string | null },
  types: AssessmentType[],
  now: Date,
) {
  const ids = await rows.studentIds(m, scope);
  const needed = [...new Set([...types, ...types.flatMap((t) => OPENS_AFTER[t] ?? [])])];
  const completions = new Map<string, Map<AssessmentType, (Date | null)[]>>();
  for (let i = 0; i < ids.length; i += 500) {
    const sessions = await m.find(AssessmentProgress, {
      where: { userId: In(ids.slice(i, i + 500)), assessmentType: In(needed) },
      select: ['userId', 'assessmentType', 'isCompleted', 'lastCompletionDate'],
    });
    for (const r of sessions) {
      const mine = completions.get(r.userId) ?? new Map<AssessmentType, (Date | null)[]>();
      const type = r.assessmentType as AssessmentType;
      mine.set(type, [...(mine.get(type) ?? []), r.isCompleted ? r.lastCompletionDate : null]);
      completions.set(r.userId, mine);
    }
  }
  const status = (id: string, type: AssessmentType) =>
    assessmentStatus(
      (completions.get(id)?.get(type) ?? []).map((completedAt) => ({ completedAt })),
      now,
    );
  const everCompleted = (id: string, type: AssessmentType) =>
    (completions.get(id)?.get(type) ?? []).some((at) => at !== null);
  const checks: AssessmentCheck[] = [...new Set(types)].map((type) => {
    let done = 0;
    let locked = 0;
    for (const id of ids) {
      if (status(id, type) === 'complete') done++;
      else if ((OPENS_AFTER[type] ?? []).some((before) => !everCompleted(id, before))) locked++;
    }
    return { type, done, locked };
  });
  return {
    students: ids.length,
    assessments: checks,
    warnings: assignmentWarnings(ids.length, checks),
  };
}

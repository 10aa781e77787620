import { ASSESSMENT_NAMES } from '../assessments/names';
import type { AssessmentType } from '../assessments/constants';

/** One assessment of an assignment being made: how many of its students cannot or need not. */
export type AssessmentCheck = { type: AssessmentType; done: number; locked: number };

/**
 * Why an assessment may be locked for a student, as their dashboard says it
 * (docs/product/dashboard.md): only these two open after others.
 */
export const LOCKED_BECAUSE: Partial<Record<AssessmentType, string>> = {
  Learning: 'it opens with Enrich+, after UniReady and FutureReady',
  SubjectPart3: 'it opens after UniReady',
};

const students = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/**
 * The warnings shown before an assignment is saved (docs/product/coordinators.md,
 * "Assignments"): counts only, never who.
 */
export function assignmentWarnings(total: number, checks: readonly AssessmentCheck[]): string[] {
  const warnings: string[] = [];
  for (const c of checks) {
    const name = ASSESSMENT_NAMES[c.type];
    if (c.locked > 0) {
      warnings.push(
        `${name} is locked for ${c.locked} of ${students(total)}: ${LOCKED_BECAUSE[c.type] ?? 'it is not open to them yet'}.`,
      );
    }
    if (c.done > 0) {
      warnings.push(
        `${name} is already done by ${c.done} of ${students(total)} (in the last 6 months): they count as complete.`,
      );
    }
  }
  return warnings;
}

import { canRetake, type AssessmentType } from '@aspire/domain';
import type { Progress } from '../../../api/get-progress';
import { formatDate } from '../../../lib/format-date';

/** The product names of the assessments, as the dashboard's alert says them. */
export const TEST_NAMES: Record<Exclude<AssessmentType, 'Learning'>, string> = {
  Subject: 'UniReady',
  SubjectPart3: 'Advanced Subject Exploration',
  Career: 'FutureReady',
};

export const earlyRetakeMessage = (testName: string, lastCompletion: Date | string): string =>
  `You have already completed the ${testName} Psychometric Test. You can retake it 6 months ` +
  `after your last submission on ${formatDate(lastCompletion)}.`;

/**
 * spec 002 §4: the early-retake alert when a non-admin's last completion is under 6 months old,
 * else null (the assessment may be started).
 */
export function earlyRetake(
  type: keyof typeof TEST_NAMES,
  progress: Progress | null | undefined,
  now: Date,
  isAdmin: boolean,
): string | null {
  const last = progress?.isCompleted ? progress.lastCompletionDate : null;
  if (!last || canRetake(last, now, isAdmin)) return null;
  return earlyRetakeMessage(TEST_NAMES[type], last);
}

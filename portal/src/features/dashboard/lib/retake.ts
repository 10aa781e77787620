import { ASSESSMENT_NAMES, canRetake, earlyRetakeAlert, type AssessmentType } from '@aspire/domain';
import type { Progress } from '../../../api/get-progress';
import { formatDate } from '../../../lib/format-date';

/**
 * The early-retake alert (domain `earlyRetakeAlert`, docs/product/dashboard.md) when a non-admin's
 * last completion is under 6 months old, else null (the assessment may be started).
 */
export function earlyRetake(
  type: AssessmentType,
  progress: Progress | null | undefined,
  now: Date,
  isAdmin: boolean,
): string | null {
  const last = progress?.isCompleted ? progress.lastCompletionDate : null;
  if (!last || canRetake(last, now, isAdmin)) return null;
  return earlyRetakeAlert(ASSESSMENT_NAMES[type], formatDate(last));
}

import type { AssessmentType } from './constants';

/**
 * What each assessment is called wherever a reader sees it: the portal's journey and alerts, the
 * back-office and the coordinators' assignments (docs/product/assessments.md).
 */
export const ASSESSMENT_NAMES: Record<AssessmentType, string> = {
  Career: 'FutureReady',
  Subject: 'UniReady',
  SubjectPart3: 'Advanced Subject Exploration',
  Learning: 'StudyStyle',
};

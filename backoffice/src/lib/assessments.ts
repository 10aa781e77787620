/** spec 001 §3: the question statuses, which are also the admin filter values (spec 001 §2). */
export type AssessmentStatus =
  'Career Assessments' | 'Subject Assessments' | 'Learning Assessments';

export const ASSESSMENT_STATUSES: readonly AssessmentStatus[] = [
  'Career Assessments',
  'Subject Assessments',
  'Learning Assessments',
];

export const ASSESSMENT_CHOICES = ASSESSMENT_STATUSES.map((status) => ({
  id: status,
  name: status,
}));

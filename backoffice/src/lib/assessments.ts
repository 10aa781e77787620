/**
 * The question statuses, which are also the admin filter values
 * (docs/product/coordinators.md, "Admins only").
 */
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

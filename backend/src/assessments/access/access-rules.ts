import { AuthUser } from '../../auth/auth-user';

/** The access-checked routes of spec 000 §2, without the leading slash. */
export const ACCESS_ROUTES = [
  'dashboard',
  'dashboard_enrich',
  'subjectassessment',
  'subjectpart3assessment',
  'careerassessment',
  'learningassessment',
  'subject-scores',
  'career-scores',
  'learning-scores',
  'past-challenges',
  'social-feed',
  'consultant-profile',
] as const;
export type AccessRoute = (typeof ACCESS_ROUTES)[number];

/** `role`: spec 000 §2, the social feed and consultant profile receive the user's role. */
export type AccessDecision = { access: boolean; error?: string; role?: string };
export type AccessContext = { user: AuthUser; assessmentType?: string };
export type AccessRule = (context: AccessContext) => Promise<AccessDecision> | AccessDecision;

export const ALLOW: AccessRule = () => ({ access: true });

/** spec 000 §3: the assessment types an assessment route may be checked with. */
export const ASSESSMENT_ROUTE_TYPES: Partial<Record<AccessRoute, string>> = {
  subjectassessment: 'Subject',
  subjectpart3assessment: 'SubjectPart3',
  careerassessment: 'Career',
  learningassessment: 'Learning',
};

/**
 * Assessment types sent with the access check of the four assessment routes
 * (docs/product/access.md, "Checked pages").
 */
import type { AssessmentType } from '../assessments/constants';

export type { AssessmentType };
export const ASSESSMENT_TYPES: readonly AssessmentType[] = [
  'Subject',
  'SubjectPart3',
  'Career',
  'Learning',
];

export type AccessRoute = {
  /** the path without its leading slash, as sent to /api/assessment/check-access/<route> */
  route: string;
  assessmentType?: AssessmentType;
  /** What the page receives from the session (docs/product/access.md, "Sessions") */
  receives: 'role' | 'isAdmin';
};

const ROUTES = [
  { route: 'dashboard', receives: 'isAdmin' },
  { route: 'dashboard_enrich', receives: 'isAdmin' },
  { route: 'subjectassessment', assessmentType: 'Subject', receives: 'isAdmin' },
  { route: 'subjectpart3assessment', assessmentType: 'SubjectPart3', receives: 'isAdmin' },
  { route: 'careerassessment', assessmentType: 'Career', receives: 'isAdmin' },
  { route: 'learningassessment', assessmentType: 'Learning', receives: 'isAdmin' },
  { route: 'subject-scores', receives: 'isAdmin' },
  { route: 'career-scores', receives: 'isAdmin' },
  { route: 'learning-scores', receives: 'isAdmin' },
  { route: 'past-challenges', receives: 'isAdmin' },
  { route: 'social-feed', receives: 'role' },
  { route: 'consultant-profile', receives: 'role' },
] as const satisfies readonly AccessRoute[];

/**
 * Every access-checked user route (the portal's pages and the server's check;
 * docs/product/access.md, "Checked pages").
 */
export const ACCESS_ROUTES: readonly AccessRoute[] = ROUTES;
export type AccessRouteName = (typeof ROUTES)[number]['route'];
/** The route names alone, as /api/assessment/check-access/<route> accepts them. */
export const ACCESS_ROUTE_NAMES: readonly AccessRouteName[] = ROUTES.map((r) => r.route);

export const findAccessRoute = (route: string): AccessRoute | undefined =>
  ACCESS_ROUTES.find((r) => r.route === route);

/**
 * The admin routes of the original, now redirects to the back-office
 * (docs/product/access.md, "Signing in").
 */
export const ADMIN_ROUTE_SUFFIX = '28976730';

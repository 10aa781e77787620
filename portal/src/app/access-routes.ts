import { ACCESS_ROUTES, type AccessRoute } from '@aspire/domain';

/** Page titles of the access-checked routes (docs/product/access.md, "Checked pages"). */
const TITLES: Record<string, string> = {
  dashboard: 'Dashboard',
  dashboard_enrich: 'Enrich+',
  subjectassessment: 'UniReady Subject Assessment',
  subjectpart3assessment: 'UniReady Subject Assessment Part III',
  careerassessment: 'FutureReady Career Assessment',
  learningassessment: 'StudyStyle Learning Assessment',
  'subject-scores': 'Subject Scores',
  'career-scores': 'Career Scores',
  'learning-scores': 'Learning Scores',
  'past-challenges': 'Past Challenges',
  'social-feed': 'Social Feed',
  'consultant-profile': 'Consultant Profile',
};

export type TitledAccessRoute = AccessRoute & { title: string };

export const TITLED_ACCESS_ROUTES: TitledAccessRoute[] = ACCESS_ROUTES.map((r) => ({
  ...r,
  title: TITLES[r.route] ?? `/${r.route}`,
}));

/** The four assessment screens (docs/product/assessments.md), served by features/assessments. */
const ASSESSMENT_ROUTES = [
  'careerassessment',
  'subjectassessment',
  'subjectpart3assessment',
  'learningassessment',
];
export const isAssessmentRoute = (route: string): boolean => ASSESSMENT_ROUTES.includes(route);

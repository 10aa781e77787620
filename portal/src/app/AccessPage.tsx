import type { AccessRoute } from '@aspire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { lazyNamed } from '../lib/lazy-named';
import type { GrantedAccess } from '../session/AccessGuard';

// Every page is lazy: MUI and the pages stay out of the initial bundle (DESIGN §9).
const PlaceholderPage = lazyNamed(() => import('../components/PlaceholderPage'), 'PlaceholderPage');
const loadDashboard = () => import('../features/dashboard/components/DashboardPage');
const DashboardPage = lazyNamed(loadDashboard, 'DashboardPage');

/** What a route's page can start before access is granted: its code and its first reads. */
const PAGE_PRELOADS: Record<string, (client: QueryClient, userId: string) => Promise<unknown>> = {
  // The reads start from a small chunk of their own, beside the page's code rather than after
  // it (the page and its MUI components are most of the bytes of a visit to /dashboard). That
  // chunk is asked for first: on HTTP/1.1 it would otherwise wait for a free connection behind
  // the page's chunks, and the reads with it.
  dashboard: (client, userId) =>
    Promise.all([
      import('../features/dashboard/lib/prefetch').then((m) => m.prefetchDashboard(client, userId)),
      loadDashboard(),
    ]),
};

/**
 * Issue 14 (LCP): fetches the route's page and its first data while its access is still being
 * checked, so these round trips run side by side rather than one after the other. The page's
 * own lazy import and queries then find them loaded; a refused visit has only fetched them.
 */
export function preloadAccessPage(route: string, client: QueryClient, userId: string): void {
  PAGE_PRELOADS[route]?.(client, userId).catch(() => undefined);
}

const SubjectScoresPage = lazyNamed(
  () => import('../features/reports/components/SubjectScoresPage'),
  'SubjectScoresPage',
);
const CareerScoresPage = lazyNamed(
  () => import('../features/reports/components/CareerScoresPage'),
  'CareerScoresPage',
);
const LearningScoresPage = lazyNamed(
  () => import('../features/reports/components/LearningScoresPage'),
  'LearningScoresPage',
);
const PastChallengesPage = lazyNamed(
  () => import('../features/team/components/PastChallengesPage'),
  'PastChallengesPage',
);
const EnrichPage = lazyNamed(() => import('../features/enrich'), 'EnrichPage');
const SocialFeedPage = lazyNamed(() => import('../features/community'), 'SocialFeedPage');
const ConsultantProfilePage = lazyNamed(
  () => import('../features/community'),
  'ConsultantProfilePage',
);

type AccessPageProps = {
  route: string;
  title: string;
  receives: AccessRoute['receives'];
  access: GrantedAccess;
};

/** The page of an access-checked route other than the assessments (every route has its page). */
export function AccessPage({ route, title, receives, access }: AccessPageProps) {
  switch (route) {
    case 'dashboard':
      return <DashboardPage isAdmin={access.isAdmin} />;
    case 'subject-scores':
      return <SubjectScoresPage />;
    case 'career-scores':
      return <CareerScoresPage />;
    case 'learning-scores':
      return <LearningScoresPage />;
    case 'dashboard_enrich':
      return <EnrichPage isAdmin={access.isAdmin} />;
    case 'past-challenges':
      return <PastChallengesPage />;
    case 'social-feed':
      return <SocialFeedPage role={access.role} />;
    case 'consultant-profile':
      return <ConsultantProfilePage role={access.role} />;
    default:
      return receives === 'role' ? (
        <PlaceholderPage title={title} role={access.role} />
      ) : (
        <PlaceholderPage title={title} isAdmin={access.isAdmin} />
      );
  }
}

import type { AccessRoute } from '@aspire/domain';
import '../api/early-reads-type';
import type { QueryClient } from '@tanstack/react-query';
import { readToken, readUserId } from '../api/token-storage';
import { publicConfigQueryOptions } from '../config/get-public-config';
import { pendingInvitationsQueryOptions } from '../features/dashboard/api/get-pending-invitations';
import { prefetchDashboard } from '../features/dashboard/lib/prefetch';
import { lazyNamed } from '../lib/lazy-named';
import type { GrantedAccess } from '../session/AccessGuard';
import { startAccessCheck } from '../session/check-access';
import { verifyTokenQueryOptions } from '../session/verify-token';

// Every page is lazy: MUI and the pages stay out of the initial bundle
// (docs/decisions/0046-light-first-screens.md).
const PlaceholderPage = lazyNamed(() => import('../components/PlaceholderPage'), 'PlaceholderPage');
const loadDashboard = () => import('../features/dashboard/components/DashboardPage');
const DashboardPage = lazyNamed(loadDashboard, 'DashboardPage');

/** What a route's page can start before access is granted: its code and its first reads. */
const PAGE_PRELOADS: Record<string, (client: QueryClient, userId: string) => Promise<unknown>> = {
  // The reads are part of the entry (0.9 kB), so that they go out as the app starts, before
  // its first render and before the page's code has been evaluated (LCP): the
  // dashboard's first screen waits for them (one summary read, prefetch.ts).
  dashboard: (client, userId) => {
    prefetchDashboard(client, userId);
    // Beside the summary: the first screen waits for the invitations too (DashboardPage).
    void client.prefetchQuery(pendingInvitationsQueryOptions(userId));
    return loadDashboard();
  },
};

/**
 * LCP: fetches the route's page and its first data while its access is still being
 * checked, so these round trips run side by side rather than one after the other. The page's
 * own lazy import and queries then find them loaded; a refused visit has only fetched them.
 */
export function preloadAccessPage(route: string, client: QueryClient, userId: string): void {
  const key = `${route} ${userId}`;
  const done = started.get(client) ?? new Set<string>();
  started.set(client, done);
  // Once per page and user: the app's start and the access check both ask.
  if (done.has(key)) return;
  done.add(key);
  PAGE_PRELOADS[route]?.(client, userId).catch(() => undefined);
}

const started = new WeakMap<QueryClient, Set<string>>();

/**
 * LCP of /dashboard: as the app starts, before its first render, the stored session's
 * preloads and the two reads the access decision waits for (the token's verification, cached
 * for the page's life, and the access check, whose answer the guard then takes), rather than
 * once the first render has been committed. The progress, then the scores, are the longest chain
 * of the dashboard's first screen. The server checks the session on each read.
 */
export function preloadAtStart(client: QueryClient): void {
  const token = readToken();
  const userId = readUserId();
  const route = window.location.pathname.slice(1);
  // The app's reads are under way: src/early-reads.ts, if it runs later, starts none.
  window.__earlyReads ??= new Map();
  if (!token || !userId || !(route in PAGE_PRELOADS)) return;
  preloadAccessPage(route, client, userId);
  void client.prefetchQuery(verifyTokenQueryOptions(token));
  startAccessCheck(route, userId);
  // The page's frame (names and links) reads it as soon as it is drawn.
  void client.prefetchQuery(publicConfigQueryOptions());
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
// Beside Print on each report page: Download PDF and Share (loaded after the report itself).
const ReportShareActions = lazyNamed(
  () => import('../features/sharing/components/ReportShareActions'),
  'ReportShareActions',
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
      return <SubjectScoresPage actions={<ReportShareActions report="uniready" />} />;
    case 'career-scores':
      return <CareerScoresPage actions={<ReportShareActions report="futureready" />} />;
    case 'learning-scores':
      return <LearningScoresPage actions={<ReportShareActions report="studystyle" />} />;
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

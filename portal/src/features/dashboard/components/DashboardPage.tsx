import { Suspense, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyThemed } from '../../../components/lazy-themed';
import { LightPageLayout } from '../../../components/LightPageLayout';
import { LoadingScreen } from '../../../components/LoadingScreen';
import type { ManageAccountDialogProps } from '../../account';
import type { AdviserSharingDialogProps } from '../../advisers';
import type { InsightsTabProps } from '../../insights';
import { usePageView } from '../../../lib/use-page-view';
import { useSession } from '../../../session/session-context';
import { useEnrichAccess } from '../api/check-enrich-access';
import { useAssignments } from '../api/get-assignments';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { useUniReadyData } from '../hooks/use-uniready-data';
import { pageViewName, TABS } from '../lib/tabs';
import { useJourney } from '../hooks/use-journey';
import type { NextStep } from '../lib/journey';
import { DashboardMore } from './DashboardMore';
import { DashboardSidebar } from './DashboardSidebar';
import { FutureReadyTab } from './FutureReadyTab';
import { JourneyCard } from './JourneyCard';
import { PendingInvitations } from './PendingInvitations';
import { RoleBadge } from './RoleBadge';
import { panelId, tabId } from './tab-ids';
import { UniReadyTab } from './UniReadyTab';
import './dashboard.css';

// LCP of /dashboard: the page draws its first screen without MUI (plain elements and
// dashboard.css); the MUI parts load with the theme when first used. The Manage Account modal
// (text fields, dialogs, the privacy texts) loads when it is first opened.
const ManageAccountDialog = lazyThemed<'ManageAccountDialog', ManageAccountDialogProps>(
  () => import('../../account'),
  'ManageAccountDialog',
);
// Sharing with the school's careers advisers loads when it is first opened, like the account.
const AdviserSharingDialog = lazyThemed<'AdviserSharingDialog', AdviserSharingDialogProps>(
  () => import('../../advisers'),
  'AdviserSharingDialog',
);
// The insights tab (its dialogs and sharing) is not the one the dashboard opens on.
const InsightsTab = lazyThemed<'InsightsTab', InsightsTabProps>(
  () => import('../../insights'),
  'InsightsTab',
);

type DashboardPageProps = { isAdmin?: boolean };

/** The main dashboard (docs/product/dashboard.md, "The dashboard (/dashboard)"). */
export function DashboardPage({ isAdmin: isAdminProp }: DashboardPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const userId = session.userId ?? '';
  const isAdmin = isAdminProp ?? session.isAdmin;
  const [tab, setTab] = useDashboardTab();
  const [accountOpen, setAccountOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still plays the dialog's transition.
  const [accountUsed, setAccountUsed] = useState(false);
  const [advisersOpen, setAdvisersOpen] = useState(false);
  const [advisersUsed, setAdvisersUsed] = useState(false);
  const enrich = useEnrichAccess(userId);
  const uniReady = useUniReadyData(userId);
  const enrichEnabled = isAdmin || enrich.data === true;
  const journey = useJourney(userId, isAdmin, enrichEnabled);
  const assignments = useAssignments(userId);
  const invitations = usePendingInvitations(userId);

  const logout = () => {
    // The report caches and saved-subject markers are this user's; they go with the session.
    sessionStorage.clear();
    session.logout();
  };
  const openEnrich = () =>
    void navigate('/dashboard_enrich', {
      state: {
        topSubjects: uniReady.data?.top ?? [],
        partIIScores: uniReady.data?.partII ?? [],
        partIIIScores: uniReady.data?.partIII ?? [],
      },
    });

  // Accepting a Team Challenge opens it where it is run (Enrich+ → Team), when Enrich+ is open.
  const onAccepted = () => {
    if (enrichEnabled) void navigate('/dashboard_enrich', { state: { activeItem: 'team' } });
  };

  const onNext = (next: NextStep) => {
    if (next.kind === 'insights') setTab('insights');
    else if (next.step.to === 'enrich') openEnrich();
    else void navigate(next.step.to);
  };

  const label = TABS.find((t) => t.id === tab)?.label ?? '';
  const journeyCard = journey.steps && (
    <JourneyCard
      steps={journey.steps}
      next={journey.next}
      onNext={onNext}
      assignments={assignments.data ?? []}
    />
  );
  // On a narrow screen a student with results sees them first, the journey after.
  const journeyFirst = !journey.hasResults;
  // CLS: until the journey is known (it waits for the same progress and scores as the
  // UniReady tab) neither it nor the tab is drawn, only a placeholder one screen tall. The
  // journey's place depends on the results, and whatever comes in below would push the account
  // menu and the footer off the screen: with the placeholder both start below the fold and the
  // results appear in one piece, shifting nothing. A failed read shows the tab's own message.
  // The Team Challenge invitations come first on the page: they are waited for too (their read
  // starts with the summary's, AccessPage.tsx), so that a card never pushes the results down
  // after they are drawn (docs/decisions/0126-invitations-drawn-with-the-first-screen.md).
  const settling = (!journey.steps && !journey.isError) || (userId !== '' && invitations.isPending);
  // TBT: the results arrive through React Query's store, whose updates render at once
  // in one task; drawing them as a deferred value renders the journey and the tab in a
  // transition instead, in slices of a few milliseconds with the browser free in between.
  // Results already read when the page mounts (the reads start with the app) are drawn in the
  // page's own first render, itself a transition (AccessGuard), not in a second pass (LCP).
  const drawn = useDeferredValue(!settling);
  // The page view is sent once the results are drawn: a beacon must not compete with the reads
  // and the code the first screen waits for (LCP).
  usePageView(drawn ? pageViewName(tab) : null);
  return (
    <LightPageLayout width="lg">
      <div className="dash-grid">
        <DashboardSidebar
          tab={tab}
          onTab={setTab}
          enrichEnabled={enrichEnabled}
          onEnrich={openEnrich}
          badge={<RoleBadge role={session.role} isAdmin={isAdmin} />}
        />
        {/* The page's one <main> is the layout's. */}
        <div className="dash-content">
          <h1 className="dash-title">Dashboard</h1>
          {!drawn ? (
            // A node of its own (key), so that the content replacing it is new, not moved.
            <div key="settling" className="dash-settling">
              <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
                <LoadingScreen />
              </div>
            </div>
          ) : (
            <>
              <PendingInvitations userId={userId} onAccepted={onAccepted} />
              <div className={`dash-journey${journeyFirst ? ' dash-journey--first' : ''}`}>
                {journeyCard}
              </div>
              <div className="dash-tab">
                <h2 className="dash-tab-title">{label}</h2>
                <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
                  {tab === 'uniready' && <UniReadyTab userId={userId} isAdmin={isAdmin} />}
                  {tab === 'futureready' && <FutureReadyTab userId={userId} isAdmin={isAdmin} />}
                  {tab === 'insights' && (
                    <Suspense fallback={<LoadingScreen />}>
                      <InsightsTab userId={userId} isAdmin={isAdmin} />
                    </Suspense>
                  )}
                </div>
              </div>
            </>
          )}
        </div>
        <DashboardMore
          onManageAccount={() => {
            setAccountUsed(true);
            setAccountOpen(true);
          }}
          onLogout={logout}
          onShareWithAdvisers={
            session.role === 'user'
              ? () => {
                  setAdvisersUsed(true);
                  setAdvisersOpen(true);
                }
              : undefined
          }
        />
      </div>
      {advisersUsed && (
        <Suspense fallback={null}>
          <AdviserSharingDialog
            open={advisersOpen}
            onClose={() => setAdvisersOpen(false)}
            userId={userId}
          />
        </Suspense>
      )}
      {accountUsed && (
        <Suspense fallback={null}>
          <ManageAccountDialog
            open={accountOpen}
            onClose={() => setAccountOpen(false)}
            userId={userId}
            isAdmin={isAdmin}
          />
        </Suspense>
      )}
    </LightPageLayout>
  );
}

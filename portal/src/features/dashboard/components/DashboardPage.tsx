import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageLayout } from '../../../components/PageLayout';
import { lazyNamed } from '../../../lib/lazy-named';
import type { ManageAccountDialogProps } from '../../account';
import type { InsightsTabProps } from '../../insights';
import { usePageView } from '../../../lib/use-page-view';
import { useSession } from '../../../session/session-context';
import { useEnrichAccess } from '../api/check-enrich-access';
import { useAssignments } from '../api/get-assignments';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { useUniReadyData } from '../hooks/use-uniready-data';
import { pageViewName, TABS } from '../lib/tabs';
import { useJourney } from '../hooks/use-journey';
import type { NextStep } from '../lib/journey';
import { DashboardMore, DashboardSidebar, panelId, tabId } from './DashboardSidebar';
import { FutureReadyTab } from './FutureReadyTab';
import { JourneyCard } from './JourneyCard';
import { RoleBadge } from './RoleBadge';
import { UniReadyTab } from './UniReadyTab';

// Issue 14 (LCP of /dashboard): the Manage Account modal (text fields, dialogs, the privacy
// texts) is not on the dashboard's first paint; its chunk loads when it is first opened.
const ManageAccountDialog = lazyNamed<'ManageAccountDialog', ManageAccountDialogProps>(
  () => import('../../account'),
  'ManageAccountDialog',
);
// The insights tab (its dialogs and sharing) is not the one the dashboard opens on.
const InsightsTab = lazyNamed<'InsightsTab', InsightsTabProps>(
  () => import('../../insights'),
  'InsightsTab',
);

type DashboardPageProps = { isAdmin?: boolean };

/** spec 002 §2 "Main dashboard" (/dashboard). */
export function DashboardPage({ isAdmin: isAdminProp }: DashboardPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const userId = session.userId ?? '';
  const isAdmin = isAdminProp ?? session.isAdmin;
  const [tab, setTab] = useDashboardTab();
  const [accountOpen, setAccountOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still plays the dialog's transition.
  const [accountUsed, setAccountUsed] = useState(false);
  const enrich = useEnrichAccess(userId);
  const uniReady = useUniReadyData(userId);
  const enrichEnabled = isAdmin || enrich.data === true;
  const journey = useJourney(userId, isAdmin, enrichEnabled);
  const assignments = useAssignments(userId);
  usePageView(pageViewName(tab));

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
  // Issue 10 #2: on a narrow screen a student with results sees them first, the journey after.
  const journeyFirst = !journey.hasResults;
  // Issue 14 (CLS): until the journey is known (it waits for the same progress and scores as the
  // UniReady tab) neither it nor the tab is drawn, only a placeholder one screen tall. The
  // journey's place depends on the results, and whatever comes in below would push the account
  // menu and the footer off the screen: with the placeholder both start below the fold and the
  // results appear in one piece, shifting nothing. A failed read shows the tab's own message.
  const settling = !journey.steps && !journey.isError;
  // Issue 14 (TBT): the results arrive through React Query's store, whose updates render at once
  // in one task; drawing them as a deferred value renders the journey and the tab in a
  // transition instead, in slices of a few milliseconds with the browser free in between.
  const drawn = useDeferredValue(!settling, false);
  return (
    <PageLayout maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: {
            xs: '"nav" "content" "more"',
            md: '"nav content" "more content"',
          },
        }}
      >
        <DashboardSidebar
          tab={tab}
          onTab={setTab}
          enrichEnabled={enrichEnabled}
          onEnrich={openEnrich}
          badge={<RoleBadge role={session.role} isAdmin={isAdmin} />}
        />
        {/* The page's one <main> is PageLayout's (issue 10 #11). */}
        <Box sx={{ gridArea: 'content', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}
          >
            Dashboard
          </Typography>
          {!drawn ? (
            // A node of its own (key), so that the content replacing it is new, not moved.
            <Box key="settling" sx={{ minHeight: '100vh' }}>
              <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
                <LoadingScreen />
              </div>
            </Box>
          ) : (
            <>
              <Box sx={{ order: { xs: journeyFirst ? 0 : 2, md: 0 }, mt: { xs: 2, md: 2 } }}>
                {journeyCard}
              </Box>
              <Box sx={{ order: 1 }}>
                <Typography
                  variant="h5"
                  component="h2"
                  color="text.secondary"
                  sx={{ mb: 2, mt: { xs: 1, md: 0 } }}
                >
                  {label}
                </Typography>
                <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
                  {tab === 'uniready' && <UniReadyTab userId={userId} isAdmin={isAdmin} />}
                  {tab === 'futureready' && <FutureReadyTab userId={userId} isAdmin={isAdmin} />}
                  {tab === 'insights' && (
                    <Suspense fallback={<LoadingScreen />}>
                      <InsightsTab userId={userId} isAdmin={isAdmin} />
                    </Suspense>
                  )}
                </div>
              </Box>
            </>
          )}
        </Box>
        <DashboardMore
          onManageAccount={() => {
            setAccountUsed(true);
            setAccountOpen(true);
          }}
          onLogout={logout}
        />
      </Box>
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
    </PageLayout>
  );
}

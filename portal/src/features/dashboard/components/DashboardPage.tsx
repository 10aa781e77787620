import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { usePageView } from '../../../lib/use-page-view';
import { useSession } from '../../../session/session-context';
import { ManageAccountDialog } from '../../account';
import { InsightsTab } from '../../insights';
import { useEnrichAccess } from '../api/check-enrich-access';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { useUniReadyData } from '../hooks/use-uniready-data';
import { pageViewName, TABS } from '../lib/tabs';
import { DashboardSidebar, panelId, tabId } from './DashboardSidebar';
import { FutureReadyTab } from './FutureReadyTab';
import { RoleBadge } from './RoleBadge';
import { UniReadyTab } from './UniReadyTab';

type DashboardPageProps = { isAdmin?: boolean };

/** spec 002 §2 "Main dashboard" (/dashboard). */
export function DashboardPage({ isAdmin: isAdminProp }: DashboardPageProps) {
  const session = useSession();
  const navigate = useNavigate();
  const userId = session.userId ?? '';
  const isAdmin = isAdminProp ?? session.isAdmin;
  const [tab, setTab] = useDashboardTab();
  const [accountOpen, setAccountOpen] = useState(false);
  const enrich = useEnrichAccess(userId);
  const uniReady = useUniReadyData(userId);
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

  const label = TABS.find((t) => t.id === tab)?.label ?? '';
  return (
    <PageLayout maxWidth="lg">
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        <DashboardSidebar
          tab={tab}
          onTab={setTab}
          enrichEnabled={isAdmin || enrich.data === true}
          onEnrich={openEnrich}
          badge={<RoleBadge role={session.role} isAdmin={isAdmin} />}
          onManageAccount={() => setAccountOpen(true)}
          onLogout={logout}
        />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Dashboard
          </Typography>
          <Typography variant="h5" component="h2" color="text.secondary" sx={{ mb: 2 }}>
            {label}
          </Typography>
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'uniready' && <UniReadyTab userId={userId} isAdmin={isAdmin} />}
            {tab === 'futureready' && <FutureReadyTab userId={userId} isAdmin={isAdmin} />}
            {tab === 'insights' && <InsightsTab userId={userId} isAdmin={isAdmin} />}
          </div>
        </Box>
      </Box>
      <ManageAccountDialog
        open={accountOpen}
        onClose={() => setAccountOpen(false)}
        userId={userId}
        isAdmin={isAdmin}
      />
    </PageLayout>
  );
}

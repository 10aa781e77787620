import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTopSubjects } from '../../../api/get-top-subjects';
import { PageLayout } from '../../../components/PageLayout';
import { usePageView } from '../../../lib/use-page-view';
import { useSession } from '../../../session/session-context';
import { KnowledgeTab } from '../../materials';
import { NotificationsMenu, TeamTab } from '../../team';
import { useEnrichItem } from '../hooks/use-enrich-item';
import { useLeaveEnrich } from '../hooks/use-leave-enrich';
import { itemInfo, pageViewName } from '../lib/items';
import { EnrichSidebar, itemPanelId, itemTabId } from './EnrichSidebar';
import { StudyStyleTab } from './StudyStyleTab';

type EnrichPageProps = { isAdmin?: boolean };

/** The Enrich+ dashboard (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)"). */
export function EnrichPage({ isAdmin: isAdminProp }: EnrichPageProps) {
  const session = useSession();
  const userId = session.userId ?? '';
  const isAdmin = isAdminProp ?? session.isAdmin;
  const [item, setItem] = useEnrichItem();
  const [pending, setPending] = useState(0);
  const leave = useLeaveEnrich(userId);
  const top = useTopSubjects(userId);
  usePageView(pageViewName(item));

  return (
    <PageLayout maxWidth="lg">
      <Box sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', md: 'row' } }}>
        <EnrichSidebar
          item={item}
          onItem={setItem}
          onLeave={leave}
          teamBadge={pending}
          notifications={
            <NotificationsMenu
              userId={userId}
              isAdmin={isAdmin}
              onOpenTeam={() => setItem('team')}
              onBadgeCount={setPending}
            />
          }
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            Enrich+
          </Typography>
          <Typography variant="h5" component="h2" color="text.secondary" sx={{ mb: 2 }}>
            {itemInfo(item).heading}
          </Typography>
          <div role="tabpanel" id={itemPanelId(item)} aria-labelledby={itemTabId(item)}>
            {item === 'studystyle' && <StudyStyleTab userId={userId} isAdmin={isAdmin} />}
            {item === 'knowledge' && <KnowledgeTab userId={userId} isAdmin={isAdmin} />}
            {item === 'team' && (
              <TeamTab userId={userId} isAdmin={isAdmin} topSubjects={top.data?.uniReady ?? []} />
            )}
          </div>
        </Box>
      </Box>
    </PageLayout>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CommunityLinks } from '../../../components/CommunityLinks';
import { TABS, type DashboardTab } from '../lib/tabs';

export const ENRICH_TOOLTIP = 'Complete UniReady and FutureReady to enable Enrich+';

type DashboardSidebarProps = {
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  enrichEnabled: boolean;
  onEnrich: () => void;
  badge: ReactNode;
  onManageAccount: () => void;
  onLogout: () => void;
};

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/** spec 002 §2: the tabs, the Enrich+ gate, the badge and the account menu. */
export function DashboardSidebar(props: DashboardSidebarProps) {
  const { tab, onTab, enrichEnabled, onEnrich, badge, onManageAccount, onLogout } = props;
  return (
    <Paper
      component="nav"
      aria-label="Dashboard"
      variant="outlined"
      sx={{ width: { md: 240 }, flexShrink: 0, p: 1.5, alignSelf: 'flex-start' }}
    >
      <Box sx={{ px: 1, pb: 1, minHeight: 24 }}>{badge}</Box>
      <Tabs
        orientation="vertical"
        value={tab}
        onChange={(_, value: DashboardTab) => onTab(value)}
        aria-label="Dashboard sections"
        sx={{ '& .MuiTab-root': { alignItems: 'flex-start', minHeight: 44 } }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={tabId(t.id)}
            aria-controls={panelId(t.id)}
          />
        ))}
      </Tabs>
      <Tooltip title={enrichEnabled ? '' : ENRICH_TOOLTIP} placement="right">
        <span style={{ display: 'block' }}>
          <Button
            fullWidth
            disabled={!enrichEnabled}
            onClick={onEnrich}
            sx={{ justifyContent: 'flex-start', px: 2, minHeight: 44 }}
          >
            Enrich+
          </Button>
        </span>
      </Tooltip>
      <Divider sx={{ my: 1.5 }} />
      <CommunityLinks />
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="overline" component="p" sx={{ px: 1 }} id="account-menu-label">
        Account
      </Typography>
      <Stack role="group" aria-labelledby="account-menu-label" spacing={0.5}>
        <Button onClick={onManageAccount} sx={{ justifyContent: 'flex-start', px: 2 }}>
          Manage Account
        </Button>
        <Button onClick={onLogout} sx={{ justifyContent: 'flex-start', px: 2 }}>
          Log out
        </Button>
      </Stack>
    </Paper>
  );
}

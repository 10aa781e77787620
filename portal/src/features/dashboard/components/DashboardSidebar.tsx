import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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
};

export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

/**
 * spec 002 §2: the tabs, the Enrich+ gate and the badge. A column beside the results on a wide
 * screen; on a narrow one (issue 10 #2) a short bar of tabs above them, so the first screen shows
 * the student's results rather than a tall menu.
 */
export function DashboardSidebar(props: DashboardSidebarProps) {
  const { tab, onTab, enrichEnabled, onEnrich, badge } = props;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const enrich = (
    <Tooltip title={enrichEnabled ? '' : ENRICH_TOOLTIP} placement={wide ? 'right' : 'bottom'}>
      <span style={{ display: 'block' }}>
        <Button
          fullWidth={wide}
          disabled={!enrichEnabled}
          onClick={onEnrich}
          sx={{ justifyContent: 'flex-start', px: 2, minHeight: 44 }}
        >
          Enrich+
        </Button>
      </span>
    </Tooltip>
  );
  return (
    <Paper
      component="nav"
      aria-label="Dashboard"
      variant="outlined"
      sx={{ gridArea: 'nav', p: { xs: 0.5, md: 1.5 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1,
          pb: { md: 1 },
          minHeight: 24,
        }}
      >
        {badge}
        {!wide && enrich}
      </Box>
      <Tabs
        orientation={wide ? 'vertical' : 'horizontal'}
        variant={wide ? 'standard' : 'scrollable'}
        allowScrollButtonsMobile
        value={tab}
        onChange={(_, value: DashboardTab) => onTab(value)}
        aria-label="Dashboard sections"
        sx={{
          minHeight: 44,
          '& .MuiTab-root': { alignItems: { md: 'flex-start' }, minHeight: 44 },
        }}
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
      {wide && enrich}
    </Paper>
  );
}

type DashboardMoreProps = { onManageAccount: () => void; onLogout: () => void };

/** The community links and the account menu: under the tabs, or after the results when narrow. */
export function DashboardMore({ onManageAccount, onLogout }: DashboardMoreProps) {
  return (
    <Paper
      component="aside"
      aria-label="Community and account"
      variant="outlined"
      sx={{ gridArea: 'more', p: 1.5, minWidth: 0, alignSelf: 'start' }}
    >
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

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { CommunityLinks } from '../../../components/CommunityLinks';
import { Logo } from '../../../components/Logo';
import { usePublicConfig } from '../../../config/get-public-config';
import { ITEMS, type EnrichItem } from '../lib/items';

type EnrichSidebarProps = {
  item: EnrichItem;
  onItem: (item: EnrichItem) => void;
  /** the logo and back buttons: both return to /dashboard */
  onLeave: () => void;
  /** pending invitations, shown on the Team item */
  teamBadge: number;
  notifications: ReactNode;
};

export const itemTabId = (item: EnrichItem) => `enrich-tab-${item}`;
export const itemPanelId = (item: EnrichItem) => `enrich-panel-${item}`;

/** The Enrich+ sidebar: logo and back to /dashboard, the three items, Notifications. */
export function EnrichSidebar({
  item,
  onItem,
  onLeave,
  teamBadge,
  notifications,
}: EnrichSidebarProps) {
  const { productName } = usePublicConfig();
  return (
    <Paper
      component="nav"
      aria-label="Enrich+"
      variant="outlined"
      sx={{ width: { md: 240 }, flexShrink: 0, p: 1.5, alignSelf: 'flex-start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, pb: 1 }}>
        <Button
          onClick={onLeave}
          aria-label={`${productName} dashboard`}
          sx={{ minWidth: 0, p: 1, color: 'primary.main' }}
        >
          <Logo />
        </Button>
        <Button onClick={onLeave} startIcon={<ArrowBackIcon />} sx={{ px: 1.5 }}>
          Back to Dashboard
        </Button>
      </Box>
      <Tabs
        orientation="vertical"
        value={item}
        onChange={(_, value: EnrichItem) => onItem(value)}
        aria-label="Enrich+ sections"
        sx={{ '& .MuiTab-root': { alignItems: 'flex-start', minHeight: 44 } }}
      >
        {ITEMS.map((i) => (
          <Tab
            key={i.id}
            value={i.id}
            id={itemTabId(i.id)}
            aria-controls={itemPanelId(i.id)}
            label={
              i.id === 'team' && teamBadge > 0 ? (
                <Badge badgeContent={teamBadge} color="error" sx={{ pr: 1.5 }}>
                  {i.label}
                </Badge>
              ) : (
                i.label
              )
            }
          />
        ))}
      </Tabs>
      <Divider sx={{ my: 1.5 }} />
      {notifications}
      <Divider sx={{ my: 1.5 }} />
      <CommunityLinks />
    </Paper>
  );
}

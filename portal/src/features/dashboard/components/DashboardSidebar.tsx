import type { ReactNode } from 'react';
import { useWideScreen } from '../hooks/use-wide-screen';
import type { DashboardTab } from '../lib/tabs';
import { DashboardTabs } from './DashboardTabs';
import { EnrichButton } from './EnrichButton';
import './dashboard.css';

type DashboardSidebarProps = {
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  enrichEnabled: boolean;
  onEnrich: () => void;
  badge: ReactNode;
};

/**
 * The tabs, the Enrich+ gate and the badge
 * (docs/product/dashboard.md, "Enrich+ (/dashboard_enrich)"). A column beside the results on a wide
 * screen; on a narrow one a short bar of tabs above them, so the first screen shows
 * the student's results rather than a tall menu. Plain elements.
 */
export function DashboardSidebar(props: DashboardSidebarProps) {
  const { tab, onTab, enrichEnabled, onEnrich, badge } = props;
  const wide = useWideScreen();
  const enrich = <EnrichButton enabled={enrichEnabled} onEnrich={onEnrich} wide={wide} />;
  return (
    <nav aria-label="Dashboard" className="lc-paper dash-nav">
      <div className="dash-nav-top">
        {badge}
        {!wide && enrich}
      </div>
      <DashboardTabs tab={tab} onTab={onTab} vertical={wide} />
      {wide && enrich}
    </nav>
  );
}

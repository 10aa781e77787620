import type { DashboardTab } from '../lib/tabs';

/** The ids that tie each dashboard tab to its panel (aria-controls, aria-labelledby). */
export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;
export const panelId = (tab: DashboardTab) => `dashboard-panel-${tab}`;

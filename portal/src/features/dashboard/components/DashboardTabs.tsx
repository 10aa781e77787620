import { useRef, type KeyboardEvent } from 'react';
import { TABS, type DashboardTab } from '../lib/tabs';
import { panelId, tabId } from './tab-ids';

type DashboardTabsProps = {
  tab: DashboardTab;
  onTab: (tab: DashboardTab) => void;
  vertical: boolean;
};

// The keys that move the focus along the tabs (WAI-ARIA tabs pattern, as MUI's Tabs do).
const STEP: Record<string, { vertical: number; horizontal: number }> = {
  ArrowDown: { vertical: 1, horizontal: 0 },
  ArrowUp: { vertical: -1, horizontal: 0 },
  ArrowRight: { vertical: 0, horizontal: 1 },
  ArrowLeft: { vertical: 0, horizontal: -1 },
};

/**
 * The dashboard's tabs (docs/product/dashboard.md, "The dashboard (/dashboard)") as MUI's Tabs drew
 * them, with plain elements:
 * one tab stop; the arrows of the orientation, Home and End move the focus; Enter, Space or a
 * click selects.
 */
export function DashboardTabs({ tab, onTab, vertical }: DashboardTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const step = STEP[event.key]?.[vertical ? 'vertical' : 'horizontal'] ?? 0;
    let next: number | null = null;
    if (step !== 0 && at >= 0) next = (at + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    tabs[next].focus();
  };
  return (
    <div className={`lc-tabs lc-tabs--${vertical ? 'vertical' : 'horizontal'}`}>
      <div
        ref={list}
        role="tablist"
        aria-label="Dashboard sections"
        aria-orientation={vertical ? 'vertical' : undefined}
        className="lc-tablist"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={tabId(t.id)}
            aria-controls={panelId(t.id)}
            aria-selected={t.id === tab}
            tabIndex={t.id === tab ? 0 : -1}
            className="lc-tab"
            onClick={() => onTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
    </div>
  );
}

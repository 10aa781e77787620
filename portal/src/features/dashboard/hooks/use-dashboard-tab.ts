import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_TAB, isJustSubmitted, tabForState, type DashboardTab } from '../lib/tabs';

/**
 * The selected sidebar tab, kept in state (UniReady by default). A just-submitted flag in
 * navigation state opens the matching tab and refetches progress and answers
 * (docs/product/dashboard.md); the flags are consumed once so a reload does not repeat them.
 */
export function useDashboardTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DashboardTab>(() => tabForState(location.state) ?? DEFAULT_TAB);
  const state: unknown = location.state;

  useEffect(() => {
    const target = tabForState(state);
    if (!target) return;
    setTab(target);
    if (isJustSubmitted(state)) {
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      // The shared progress and scores calls (portal/src/api/, keys start with 'assessment'),
      // which the Generate Insights tab reads too, and the insights themselves.
      void queryClient.invalidateQueries({ queryKey: ['assessment'] });
      void queryClient.invalidateQueries({ queryKey: ['insights'] });
    }
    void navigate(location.pathname, { replace: true, state: null });
  }, [state, location.pathname, navigate, queryClient]);

  return [tab, setTab] as const;
}

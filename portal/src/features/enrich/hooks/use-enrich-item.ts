import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_ITEM, isJustSubmitted, itemForState, type EnrichItem } from '../lib/items';

/**
 * The selected sidebar item, preset through navigation state
 * (docs/product/dashboard.md, "StudyStyle Profile"). A finished StudyStyle assessment refetches the
 * StudyStyle data; the flags are consumed once so a reload keeps the page.
 */
export function useEnrichItem() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [item, setItem] = useState<EnrichItem>(() => itemForState(location.state) ?? DEFAULT_ITEM);
  const state: unknown = location.state;

  useEffect(() => {
    const target = itemForState(state);
    if (!target) return;
    setItem(target);
    if (isJustSubmitted(state)) {
      void queryClient.invalidateQueries({ queryKey: ['assessment'] });
    }
    void navigate(location.pathname, { replace: true, state: null });
  }, [state, location.pathname, navigate, queryClient]);

  return [item, setItem] as const;
}

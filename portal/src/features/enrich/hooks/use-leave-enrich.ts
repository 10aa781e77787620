import { useNavigate } from 'react-router-dom';
import { useCachedAccess } from '../../../session/cached-access';
import { useAppRole } from '../api/get-app-role';

/**
 * What the logo and back buttons carry to /dashboard
 * (docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
export type DashboardReturnState = {
  appRole: string | null;
  restrictionUntil: string | null;
  hasEnrichAccess: boolean | null;
};

/** Leaves Enrich+ for /dashboard with the cached role, restriction date and access flag. */
export function useLeaveEnrich(userId: string) {
  const navigate = useNavigate();
  const role = useAppRole(userId);
  const access = useCachedAccess('dashboard_enrich', userId);
  return () => {
    const state: DashboardReturnState = {
      appRole: role.data?.app_role ?? null,
      restrictionUntil: role.data?.restriction_until ?? null,
      hasEnrichAccess: access.data ?? null,
    };
    void navigate('/dashboard', { state });
  };
}

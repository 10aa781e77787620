import type { AssessmentType } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { readUserId } from '../api/token-storage';
import { accessDecision, deniedTarget } from './access-decision';
import { checkAccessQueryOptions } from './check-access';
import { useSession } from './session-context';

export type GrantedAccess = { role: string | null; isAdmin: boolean };

type AccessGuardProps = {
  /** the route path without its leading slash */
  route: string;
  assessmentType?: AssessmentType;
  children: (access: GrantedAccess) => ReactNode;
  /** Called once as the check starts for a stored session, e.g. to fetch the page meanwhile. */
  onCheckStart?: (route: string, userId: string) => void;
};

/**
 * 'Loading...' while access is verified, then the page, an alert, or a redirect
 * (docs/product/access.md, "Verifying the address").
 */
export function AccessGuard(props: AccessGuardProps) {
  const { route, assessmentType, children, onCheckStart } = props;
  const session = useSession();
  const navigate = useNavigate();
  const { userId } = session;
  // LCP: the check is asked for the stored user while the token is still being
  // verified, side by side; the decision still waits for the verified session (and a different
  // verified user asks again under its own key).
  const checkedUserId = session.status === 'loading' ? readUserId() : userId;
  const check = useQuery({
    ...checkAccessQueryOptions(route, checkedUserId ?? '', assessmentType),
    enabled: session.status !== 'unauthenticated' && Boolean(checkedUserId),
  });
  const decision = accessDecision(session.status, userId, check);
  const deniedMessage = decision.kind === 'denied' ? decision.message : null;
  const handled = useRef(false);

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !checkedUserId || session.status === 'unauthenticated') return;
    started.current = true;
    onCheckStart?.(route, checkedUserId);
  }, [onCheckStart, route, checkedUserId, session.status]);

  useEffect(() => {
    if (decision.kind !== 'denied' || handled.current) return;
    handled.current = true;
    if (deniedMessage) window.alert(deniedMessage);
    void navigate(deniedTarget(route, deniedMessage), { replace: true });
  }, [decision.kind, deniedMessage, navigate, route]);

  // TBT: the decision comes from React Query's store, whose updates render at once in
  // one task; the page (MUI, the first time its styles are written) is drawn as a deferred value
  // instead, in a transition: slices of a few milliseconds with the browser free in between.
  const drawPage = useDeferredValue(decision.kind === 'allowed');
  if (decision.kind !== 'allowed' || !drawPage) return <LoadingScreen />;
  return <>{children({ role: session.role, isAdmin: session.isAdmin })}</>;
}

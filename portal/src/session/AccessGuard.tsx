import type { AssessmentType } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { accessDecision, deniedTarget } from './access-decision';
import { checkAccessQueryOptions } from './check-access';
import { useSession } from './session-context';

export type GrantedAccess = { role: string | null; isAdmin: boolean };

type AccessGuardProps = {
  /** the route path without its leading slash */
  route: string;
  assessmentType?: AssessmentType;
  children: (access: GrantedAccess) => ReactNode;
};

/** spec 000 §2: 'Loading...' while access is verified, then the page, an alert, or a redirect. */
export function AccessGuard({ route, assessmentType, children }: AccessGuardProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { userId } = session;
  const check = useQuery({
    ...checkAccessQueryOptions(route, userId ?? '', assessmentType),
    enabled: session.status === 'authenticated' && Boolean(userId),
  });
  const decision = accessDecision(session.status, userId, check);
  const deniedMessage = decision.kind === 'denied' ? decision.message : null;
  const handled = useRef(false);

  useEffect(() => {
    if (decision.kind !== 'denied' || handled.current) return;
    handled.current = true;
    if (deniedMessage) window.alert(deniedMessage);
    void navigate(deniedTarget(route, deniedMessage), { replace: true });
  }, [decision.kind, deniedMessage, navigate, route]);

  if (decision.kind !== 'allowed') return <LoadingScreen />;
  return <>{children({ role: session.role, isAdmin: session.isAdmin })}</>;
}

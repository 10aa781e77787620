import { useEffect } from 'react';
import { leaveTo } from '../lib/leave-to';
import { LoadingScreen } from './LoadingScreen';

type ExternalRedirectProps = { to: string };

/** Leaves the portal for another app (the back-office at /admin/), replacing the history entry. */
export function ExternalRedirect({ to }: ExternalRedirectProps) {
  useEffect(() => {
    leaveTo(to);
  }, [to]);
  return <LoadingScreen />;
}

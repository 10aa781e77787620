import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readToken } from '../../../api/token-storage';
import { useSession } from '../../../session/session-context';
import { resolveReportSource, type ReportSource, type ReportType } from '../lib/report-source';

export type ReportState = ReportSource | { kind: 'loading' };

/** The report's data (spec 001 §4), once the session is known; 'Unauthorized' goes to /login. */
export function useReportSource(type: ReportType): ReportState {
  const { status, userId } = useSession();
  const { state } = useLocation();
  const navigate = useNavigate();
  const source = useMemo<ReportState>(
    () =>
      status === 'loading'
        ? { kind: 'loading' }
        : resolveReportSource({
            type,
            userId,
            hasToken: readToken() !== null,
            state,
            storage: sessionStorage,
          }),
    [status, userId, type, state],
  );
  const toLogin = source.kind === 'error' && source.toLogin;
  useEffect(() => {
    if (toLogin) void navigate('/login', { replace: true });
  }, [toLogin, navigate]);
  return source;
}

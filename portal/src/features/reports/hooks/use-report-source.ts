import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useScores } from '../../../api/get-scores';
import { readToken } from '../../../api/token-storage';
import { useSession } from '../../../session/session-context';
import {
  noVisualizationData,
  reportCacheKey,
  resolveReportSource,
  type ReportSource,
  type ReportType,
} from '../lib/report-source';

export type ReportState = ReportSource | { kind: 'loading' };

/**
 * The server's report data is as fresh as the dashboards' (Learning 1 h;
 * docs/product/dashboard.md, "The dashboard (/dashboard)").
 */
const SERVER_STALE_MS = 60 * 60 * 1000;

/**
 * The report's data (docs/product/assessments.md, "The score reports"), once the session is known;
 * 'Unauthorized' goes to /login. With neither navigation state nor a usable cache (the page opened
 * directly, or after a reload
 * in a new tab), the latest completed session's report comes from the server.
 */
export function useReportSource(type: ReportType): ReportState {
  const { status, userId } = useSession();
  const { state } = useLocation();
  const navigate = useNavigate();
  const local = useMemo<ReportState>(
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
  const missing = local.kind === 'error' && local.message === noVisualizationData(type);
  const server = useScores(userId ?? '', type, SERVER_STALE_MS, missing);
  const fetched = server.data?.visualization;
  const found = missing && fetched && Object.keys(fetched).length > 0 ? fetched : null;

  useEffect(() => {
    if (!found || !userId) return;
    try {
      sessionStorage.setItem(reportCacheKey(userId, type), JSON.stringify(found));
    } catch {
      // A full or disabled storage only loses the cache, never the report.
    }
  }, [found, userId, type]);

  const toLogin = local.kind === 'error' && local.toLogin;
  useEffect(() => {
    if (toLogin) void navigate('/login', { replace: true });
  }, [toLogin, navigate]);

  if (!missing) return local;
  if (server.isPending) return { kind: 'loading' };
  return found ? { kind: 'loaded', data: found, from: 'server' } : local;
}

import type { ScoresResponse, ShareableReport } from '@aspire/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/api-client';

/** What a parent's link shows (GET /api/shared/:token): each report null when not shared. */
export type SharedReports = {
  displayName: string | null;
  reports: ShareableReport[];
  expiresAt: string;
  futureReady: ScoresResponse | null;
  uniReady: { partII: ScoresResponse | null; partIII: ScoresResponse | null } | null;
  studyStyle: ScoresResponse | null;
  insights: { insights: string; generationDate: string; provider: string } | null;
};

/** Signed out: the token in the path is the only credential. Read once; each read is logged. */
export const useSharedReports = (token: string) =>
  useQuery({
    queryKey: ['shared', token] as const,
    queryFn: () =>
      apiRequest<SharedReports>(`/api/shared/${encodeURIComponent(token)}`, { auth: false }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Where a shared report's PDF downloads from (a plain link: no token of the student's is sent). */
export const sharedPdfUrl = (token: string, report: ShareableReport) =>
  `/api/shared/${encodeURIComponent(token)}/pdf/${report}`;

// The report routes (GET /api/admin/reports/*) and the coordinator's actions, as the data
// provider's methods (docs/decisions/0202): pages call them through useDataProvider.
import type { BulkResendResult, ChaseCounts, RosterResult } from '@aspire/domain';
import { saveCsvFrom } from '../providers/export-csv';
import { ADMIN_API_URL, httpClient } from '../providers/http-client';
import { reportQuery, type ReportFilters } from './report-data';

export type ReportName = 'funnel' | 'weekly' | 'aggregates';

export const reportRoutes = {
  getReport: async <T>(name: ReportName, filters: ReportFilters) => ({
    data: (await httpClient(`${ADMIN_API_URL}/reports/${name}${reportQuery(filters)}`)).json as T,
  }),
  /** Saves a report's CSV (the server writes it, "fewer than 5" included); answers its name. */
  exportReportCsv: async (name: ReportName, filters: ReportFilters) => ({
    data: await saveCsvFrom(
      `${ADMIN_API_URL}/reports/${name}/export.csv${reportQuery(filters)}`,
      name,
    ),
  }),
};

const post = async <T>(path: string, body: object): Promise<T> =>
  (await httpClient(`${ADMIN_API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) }))
    .json as T;

/** "Sent 2, skipped 1. 1 × Invited less than a day ago." */
export const chaseSummary = (r: ChaseCounts): string => {
  const why = r.reasons.map((x) => `${x.count} × ${x.reason}`).join(' ');
  return `Sent ${r.sent}, skipped ${r.skipped}.${why ? ` ${why}` : ''}`;
};

const rosterBody = (csv: string, schoolId?: number) =>
  schoolId ? { csv, school_id: schoolId } : { csv };

export type RecoveryCodeRow = {
  user_id: string;
  username: string;
  year_group: string | null;
  class_name: string | null;
  code: string;
};
export type RecoverySheet = { expires_at: string; codes: RecoveryCodeRow[] };

/** The coordinator's actions on students, each answering `{ data }` as the CRUD methods do. */
export const coordinatorRoutes = {
  /** Resends verification to the students unverified for `days` (each at most once a day). */
  resendUnverified: async (body: { days: number } & ReportFilters) => ({
    data: await post<BulkResendResult>('students/resend-verification', body),
  }),
  /** Invites the rostered addresses nobody registered with (each at most once a day). */
  inviteUnregistered: async (body: Pick<ReportFilters, 'year_group' | 'class_name'>) => ({
    data: await post<ChaseCounts>('students/invite', body),
  }),
  /** What the roster would do, line by line; the server writes nothing. */
  previewRoster: async (csv: string, schoolId?: number) => ({
    data: await post<RosterResult>('students/roster-import/preview', rosterBody(csv, schoolId)),
  }),
  importRoster: async (csv: string, schoolId?: number) => ({
    data: await post<RosterResult>('students/roster-import', rosterBody(csv, schoolId)),
  }),
  /** Adds a rejected sign-up's domain to the school's whitelist. */
  addRejectedDomain: async (id: number | string, schoolId?: number) => ({
    data: await post<{ message: string }>(
      `rejected-signups/${encodeURIComponent(id)}/add-domain`,
      schoolId ? { school_id: schoolId } : {},
    ),
  }),
  /** New recovery codes for a student or a year group/class; each replaces the last. */
  issueRecoveryCodes: async (
    body: Pick<ReportFilters, 'school_id' | 'year_group' | 'class_name'> & { user_id?: string },
  ) => ({ data: await post<RecoverySheet>('recovery-codes', body) }),
  /** Revokes a student's live recovery code. */
  revokeRecoveryCode: async (userId: string) => {
    await httpClient(`${ADMIN_API_URL}/recovery-codes/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
    });
    return { data: null };
  },
};

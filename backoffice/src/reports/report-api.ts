// The report routes (GET /api/admin/reports/*), the data provider's methods, and the coordinator's
// actions, with the admin token.
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

export type BulkResendResult = {
  days: number;
  matched: number;
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
};

const post = async <T>(path: string, body: object): Promise<T> =>
  (await httpClient(`${ADMIN_API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) }))
    .json as T;

export const resendUnverified = (body: { days: number } & ReportFilters) =>
  post<BulkResendResult>('students/resend-verification', body);

export type RosterInviteResult = {
  matched: number;
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
};

/** Invites the rostered addresses nobody registered with (each at most once a day). */
export const inviteUnregistered = (body: Pick<ReportFilters, 'year_group' | 'class_name'>) =>
  post<RosterInviteResult>('students/invite', body);

/** "Sent 2, skipped 1. 1 × Invited less than a day ago." */
export const chaseSummary = (r: {
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
}): string => {
  const why = r.reasons.map((x) => `${x.count} × ${x.reason}`).join(' ');
  return `Sent ${r.sent}, skipped ${r.skipped}.${why ? ` ${why}` : ''}`;
};

export type RosterLine = {
  line: number;
  email: string;
  status: 'added' | 'moved' | 'unchanged' | 'refused';
  year_group: string | null;
  class_name: string | null;
  from_year_group: string | null;
  from_class_name: string | null;
  reason: string | null;
};

export type RosterResult = {
  added: number;
  moved: number;
  unchanged: number;
  already_present: number;
  students_updated: number;
  rejected: { line: number; value: string; reason: string }[];
  lines: RosterLine[];
};

const rosterBody = (csv: string, schoolId?: number) =>
  schoolId ? { csv, school_id: schoolId } : { csv };

/** What the roster would do, line by line; the server writes nothing. */
export const previewRoster = (csv: string, schoolId?: number) =>
  post<RosterResult>('students/roster-import/preview', rosterBody(csv, schoolId));

export const importRoster = (csv: string, schoolId?: number) =>
  post<RosterResult>('students/roster-import', rosterBody(csv, schoolId));

export const addRejectedDomain = (id: number | string, schoolId?: number) =>
  post<{ message: string }>(
    `rejected-signups/${encodeURIComponent(id)}/add-domain`,
    schoolId ? { school_id: schoolId } : {},
  );

export type RecoveryCodeRow = {
  user_id: string;
  username: string;
  year_group: string | null;
  class_name: string | null;
  code: string;
};
export type RecoverySheet = { expires_at: string; codes: RecoveryCodeRow[] };

/** New recovery codes for a student or a year group/class; each replaces the last. */
export const issueRecoveryCodes = (
  body: Pick<ReportFilters, 'school_id' | 'year_group' | 'class_name'> & { user_id?: string },
) => post<RecoverySheet>('recovery-codes', body);

import type { RejectedLine } from '../auth/api-types';

/**
 * What a mailing to many students answers (POST /api/admin/students/invite and
 * resend-verification): how many it matched, sent and skipped, and the skips counted by reason.
 */
export type ChaseCounts = {
  matched: number;
  sent: number;
  skipped: number;
  reasons: { reason: string; count: number }[];
};

/** POST /api/admin/students/resend-verification: the run and the days it looked back. */
export type BulkResendResult = { days: number } & ChaseCounts;

export type RosterLineStatus = 'added' | 'moved' | 'unchanged' | 'refused';

/** What one line of a roster does (docs/product/coordinators.md, "Roster import"). */
export type RosterLineResult = {
  line: number;
  email: string;
  status: RosterLineStatus;
  year_group: string | null;
  class_name: string | null;
  /** A moved address: the groups it had before. */
  from_year_group: string | null;
  from_class_name: string | null;
  reason: string | null;
};

/** POST /api/admin/students/roster-import (and its preview): each line's outcome and the counts. */
export type RosterResult = {
  added: number;
  moved: number;
  unchanged: number;
  already_present: number;
  students_updated: number;
  rejected: RejectedLine[];
  lines: RosterLineResult[];
};

import {
  ASSESSMENT_TYPE_LIST,
  FUNNEL_STAGES,
  QUALITY_FLAGS,
  ROSTER_STATES,
  type AssessmentType,
  type BulkResendResult,
  type ChaseCounts,
  type QualityFlag,
  type RosterLineStatus,
  type RosterResult,
  type RosterState,
} from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import type { FunnelReport, ResultsReport, WeeklyReport } from '../reports.service';
import type { RejectedSignupRow } from '../rejected-signups.resource';
import type { StudentRow } from '../roster-list.service';

class FunnelStageResponse {
  @Out.text({ enum: FUNNEL_STAGES.map((s) => s.key) }) key: (typeof FUNNEL_STAGES)[number]['key'];
  @Out.text() label: string;
  @Out.int() count: number;
  /** Per cent of the stage it follows; null for the first stage or from an empty one. */
  @Out.number({ nullable: true }) rate: number | null;
}

export class FunnelReportResponse implements FunnelReport {
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.date({ nullable: true }) from: Date | null;
  @Out.date() to: Date;
  @Out.of(() => FunnelStageResponse, { list: true }) stages: FunnelStageResponse[];
}

class WeekResponse {
  @Out.date() week_start: Date;
  @Out.int() registrations: number;
  @Out.int() verifications: number;
  @Out.int() completions: number;
}

export class WeeklyReportResponse implements WeeklyReport {
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.of(() => WeekResponse, { list: true }) weeks: WeekResponse[];
}

class GroupResponse {
  @Out.text() name: string;
  /** null: fewer than 5 students (never sent as a number). */
  @Out.int({ nullable: true }) students: number | null;
}

class FlagCountResponse {
  @Out.text({ enum: [...QUALITY_FLAGS] }) flag: QualityFlag;
  /** Completed sessions with this flag; null: fewer than 5. */
  @Out.int({ nullable: true }) sessions: number | null;
}

class AssessmentQualityResponse {
  @Out.text({ enum: [...ASSESSMENT_TYPE_LIST] }) assessment_type: AssessmentType;
  @Out.int() completed_sessions: number;
  /** Completed sessions of this assessment with any flag; null: fewer than 5. */
  @Out.int({ nullable: true }) flagged_sessions: number | null;
  /** Each flag type, in QUALITY_FLAGS order (a session may carry several). */
  @Out.of(() => FlagCountResponse, { list: true }) flags: FlagCountResponse[];
}

class ResponseQualityResponse {
  @Out.int() completed_sessions: number;
  /** Completed sessions with a response-quality flag; null: fewer than 5 (never whose). */
  @Out.int({ nullable: true }) flagged_sessions: number | null;
  /** The same per assessment and per flag type, for each assessment with a completion. */
  @Out.of(() => AssessmentQualityResponse, { list: true })
  by_assessment: AssessmentQualityResponse[];
}

export class ResultsReportResponse implements ResultsReport {
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.of(() => GroupResponse, { list: true }) subjects: GroupResponse[];
  @Out.of(() => GroupResponse, { list: true }) interests: GroupResponse[];
  @Out.of(() => GroupResponse, { list: true }) study_styles: GroupResponse[];
  /** How many completed sessions were flagged for response quality. */
  @Out.of(() => ResponseQualityResponse) response_quality: ResponseQualityResponse;
}

export class StudentRowResponse implements StudentRow {
  /** The student's id once registered; `entry-<n>` for a rostered address nobody registered with. */
  @Out.text() id: string;
  @Out.text({ format: 'uuid', nullable: true }) user_id: string | null;
  @Out.text({ enum: [...ROSTER_STATES] }) state: RosterState;
  /** On the school's list of addresses; false: came in by one of the school's domains. */
  @Out.bool() rostered: boolean;
  @Out.text({ nullable: true }) username: string | null;
  @Out.text() email: string;
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.date({ nullable: true }) registered_at: Date | null;
  @Out.date({ nullable: true }) verified_at: Date | null;
  @Out.date({ nullable: true }) last_active_at: Date | null;
  @Out.date({ nullable: true }) futureready_completed_at: Date | null;
  @Out.date({ nullable: true }) uniready_completed_at: Date | null;
  @Out.date({ nullable: true }) part_iii_completed_at: Date | null;
  @Out.date({ nullable: true }) studystyle_completed_at: Date | null;
}

class StudentAssignmentResponse {
  @Out.int() id: number;
  @Out.texts() assessment_types: string[];
  @Out.text() due_at: string;
  @Out.text() text: string;
  @Out.text({ enum: ['complete', 'in_progress', 'not_started'] }) status: string;
}

class LiveCodeResponse {
  @Out.date() issued_at: Date;
  @Out.date() expires_at: Date;
}

/** A student's page: the roster row, the login lock, assignments and any live recovery code. */
export class StudentPageResponse extends StudentRowResponse {
  @Out.date({ nullable: true }) locked_until: Date | null;
  @Out.of(() => StudentAssignmentResponse, { list: true })
  assignments: StudentAssignmentResponse[];
  @Out.of(() => LiveCodeResponse, { nullable: true }) recovery_code: LiveCodeResponse | null;
}

class ReasonResponse {
  @Out.text() reason: string;
  @Out.int() count: number;
}

export class BulkResendResponse implements BulkResendResult {
  @Out.int() days: number;
  @Out.int() matched: number;
  @Out.int() sent: number;
  @Out.int() skipped: number;
  @Out.of(() => ReasonResponse, { list: true }) reasons: ReasonResponse[];
}

export class RosterInviteResponse implements ChaseCounts {
  @Out.int() matched: number;
  @Out.int() sent: number;
  @Out.int() skipped: number;
  @Out.of(() => ReasonResponse, { list: true }) reasons: ReasonResponse[];
}

class RosterRejectedResponse {
  @Out.int() line: number;
  @Out.text() value: string;
  @Out.text() reason: string;
}

class RosterLineResponse {
  @Out.int() line: number;
  @Out.text() email: string;
  @Out.text({ enum: ['added', 'moved', 'unchanged', 'refused'] }) status: RosterLineStatus;
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.text({ nullable: true }) from_year_group: string | null;
  @Out.text({ nullable: true }) from_class_name: string | null;
  @Out.text({ nullable: true }) reason: string | null;
}

/** A roster's preview or import: each line's outcome and the counts. */
export class RosterImportResponse implements RosterResult {
  @Out.int() added: number;
  @Out.int() moved: number;
  @Out.int() unchanged: number;
  @Out.int() already_present: number;
  @Out.int() students_updated: number;
  @Out.of(() => RosterRejectedResponse, { list: true }) rejected: RosterRejectedResponse[];
  @Out.of(() => RosterLineResponse, { list: true }) lines: RosterLineResponse[];
}

export class RejectedSignupResponse implements RejectedSignupRow {
  @Out.int() id: number;
  @Out.text() domain: string;
  @Out.int() attempts: number;
  @Out.date() first_attempt_at: Date;
  @Out.date() last_attempt_at: Date;
}

export class AddedDomainResponse {
  @Out.text() message: string;
  @Out.int() id: number;
  @Out.text({ enum: ['domain', 'email'] }) type: 'domain' | 'email';
  @Out.text() value: string;
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.int() rejected_attempts: number;
}

import type { VerifyTokenResponse } from '../auth/api-types';
import type { AssignmentStatus } from '../assignments/rules';
import type { AssessmentType } from './constants';
import type { EqResult } from './eq-bands';
import type { FacetScore } from './facet-scores';
import type { QualityFlag } from './response-quality';
import type { VisualizationSection } from './visualization';

/** GET /api/assessment/progress/:userId: the session a screen resumes or reports. */
export type ProgressResponse = {
  sessionId: string;
  isCompleted: boolean;
  /** ISO date-time once completed */
  lastCompletionDate: string | null;
};

/** GET /api/assessment/scores/:userId: the server's aggregates of the latest completion. */
export type ScoresResponse = {
  sessionId: string;
  facets: (FacetScore & { category?: string })[];
  /** the report sections keyed by section for Career and Learning, null for the others */
  visualization: Record<string, VisualizationSection> | null;
  /** The instrument version (sha256 of the questions as served); null for the oldest sessions. */
  instrumentVersion: string | null;
  /** ISO date-time that version was first recorded: the report names the questions by it. */
  instrumentRecordedAt: string | null;
  /** The scoring rules the session was scored under ('scoring-1'). */
  scoringVersion: string | null;
  /** Response-quality flags stored with the completion. */
  qualityFlags: QualityFlag[];
  /** Career: the Emotional Intelligence band on the session's own instrument; else null. */
  emotionalIntelligence: EqResult | null;
};

/** POST /api/assessment/submit-batch: what it stored, per distinct question of the batch. */
export type SubmitBatchResponse = {
  message: string;
  /** new answers */
  inserted: number;
  /** answers that replaced a different score */
  updated: number;
  /** answers sent again with the same score */
  unchanged: number;
};

/** GET /api/assessment/check-access/:route */
export type AccessResponse = {
  access: boolean;
  /** the same as `access` (the dashboard's helpers read this name) */
  hasAccess: boolean;
  error: string | null;
  role?: string;
};

/** GET /api/assignments/mine: one assignment of the student's school. */
export type MyAssignmentResponse = {
  id: number;
  assessment_types: AssessmentType[];
  due_at: string;
  message: string | null;
  text: string;
  status: AssignmentStatus;
};

/** The results the dashboard's first screen (the UniReady tab) draws. */
export const DASHBOARD_SCORE_TYPES = ['Subject', 'SubjectPart3'] as const;
export type DashboardScoreType = (typeof DASHBOARD_SCORE_TYPES)[number];

/**
 * GET /api/users/:userId/dashboard (LCP): in one answer what the dashboard's first
 * screen reads from the individual routes, which stay. `null` where a route answers 404: no
 * progress; no scores, or the progress is not completed (they are not read then).
 */
export type DashboardSummaryResponse = {
  /** verify-token, for the caller */
  session: VerifyTokenResponse;
  /** check-access/dashboard, for the caller */
  access: AccessResponse;
  progress: Record<AssessmentType, ProgressResponse | null>;
  scores: Record<DashboardScoreType, ScoresResponse | null>;
  /** check-access/dashboard_enrich, for the caller */
  enrichAccess: AccessResponse;
  /** assignments/mine, the caller's */
  assignments: MyAssignmentResponse[];
};

import type { FacetNormGroup } from './norm-groups';
import type { PercentileBand } from './norms';
import type { ReliableChange } from './reliability';

/** One facet of GET /api/assessment/norms/:userId. */
export type FacetNorm = {
  facet: string;
  /** The facet's category in the session (Part I, Part II…): Part II and III groups are routed. */
  category: string;
  /** The student's average item score on the facet (as the report shows it). */
  average: number;
  /** The standard error of measurement on the same average scale; null when α is not known. */
  sem: number | null;
  /** Percentile band in the facet's norm group; null without one. */
  band: PercentileBand | null;
  /** Whom the band compares with, and how many of them answered the facet. */
  group: FacetNormGroup | null;
  /** Why there is no band (too few students answered the facet), in the student's words. */
  reason: string | null;
};

/** A facet's change since the previous completion of the same assessment. */
export type FacetChange = {
  facet: string;
  before: number;
  after: number;
  /** null: no SEM on this version yet, so the change cannot be qualified. */
  rci: number | null;
  direction: ReliableChange['direction'] | null;
};

/** GET /api/assessment/norms/:userId: percentile bands, SEM and, on a retake, reliable change. */
export type NormsResponse = {
  session_id: string;
  /** The minimum of students per facet and norm group behind any band. */
  min_respondents: number;
  /** Said instead of percentiles when no facet's group is large enough. */
  message: string | null;
  facets: FacetNorm[];
  /** The previous completion of the same assessment (ISO date-time), when this is a retake. */
  retake: { session_id: string; completed_at: string | null; facets: FacetChange[] } | null;
};

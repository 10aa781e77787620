// Shapes the report API's answers into what the charts and tables draw (pure, tested).
import { FEWER_THAN_5, weekLabel, type AssessmentType, type QualityFlag } from '@aspire/domain';
import { THEME_COLORS } from '../theme/colors';

export type FunnelStage = { key: string; label: string; count: number; rate: number | null };
export type Week = {
  week_start: string;
  registrations: number;
  verifications: number;
  completions: number;
};
export type Group = { name: string; students: number | null };
/** One assessment's completed sessions, flagged in all and per flag type (null: 1–4). */
export type AssessmentQuality = {
  assessment_type: AssessmentType;
  completed_sessions: number;
  flagged_sessions: number | null;
  flags: { flag: QualityFlag; sessions: number | null }[];
};
/** Completed sessions and how many were flagged for response quality (null: 1–4). */
export type ResponseQuality = {
  completed_sessions: number;
  flagged_sessions: number | null;
  /** absent from older servers */
  by_assessment?: AssessmentQuality[];
};
export type Aggregates = {
  subjects: Group[];
  interests: Group[];
  study_styles: Group[];
  response_quality?: ResponseQuality;
};

/** The flagged-sessions line of the results report: counts only, never whose. */
export const responseQualityText = (q: ResponseQuality | undefined): string | null =>
  q
    ? `${q.flagged_sessions === null ? FEWER_THAN_5 : q.flagged_sessions} of ${q.completed_sessions} completed sessions were flagged for response quality (rushed or very alike answers).`
    : null;
export type ReportFilters = {
  school_id?: number;
  from?: string;
  to?: string;
  year_group?: string;
  class_name?: string;
};

/** The funnel as horizontal bars, first stage on top (nivo draws the first datum at the bottom). */
export const funnelChartData = (stages: FunnelStage[]) =>
  [...stages].reverse().map((s) => ({ stage: s.label, students: s.count }));

/** One group of three bars per ISO week, labelled by its Monday ("7 Sep 2026"). */
export const weeklyChartData = (weeks: Week[]) =>
  weeks.map((w) => ({
    week: weekLabel(w.week_start),
    Registrations: w.registrations,
    Verifications: w.verifications,
    Completions: w.completions,
  }));

/** A rate as the table shows it. */
export const rateLabel = (rate: number | null): string => (rate === null ? '—' : `${rate}%`);

/** Only the groups with a number become bars; the hidden ones are listed, never drawn. */
export const distributionChartData = (groups: Group[]) =>
  groups.filter((g) => g.students !== null).map((g) => ({ name: g.name, students: g.students! }));

/** The query string of a report call: only the filters that are set. */
export const reportQuery = (filters: ReportFilters): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The report charts' bar colours, from the theme: navy, burnt orange and green, each 6:1 or more
 * against the white card and under a white count (nivo's schemes have pastels at 1.5–2.5:1; the
 * earlier orange and sea green were 4.3:1). Each bar is named by its axis or the legend and the
 * numbers are in the tables beside the charts, so no value is told by colour alone.
 */
export const REPORT_BAR_COLORS = [
  THEME_COLORS.primary,
  THEME_COLORS.warning,
  THEME_COLORS.success,
] as const;

/** The count drawn inside a bar: white, 6:1 or more on each (nivo's default dark grey: 1.5–2.1:1). */
export const BAR_LABEL_COLOR = '#ffffff';

/**
 * The coordinator's funnel: the stages in order, the step each rate is measured
 * against, and how a rate is computed. Shared by the server (JSON and CSV) and the back-office.
 */
export type FunnelStageKey =
  | 'whitelisted_addresses'
  | 'registered'
  | 'verified'
  | 'futureready_started'
  | 'futureready_completed'
  | 'uniready_part_i_started'
  | 'uniready_part_i_completed'
  | 'uniready_part_ii_completed'
  | 'uniready_part_iii_started'
  | 'uniready_part_iii_completed'
  | 'studystyle_started'
  | 'studystyle_completed'
  | 'insights_generated'
  | 'enrich_used';

/** Each stage with its label and the stage its conversion rate is measured from. */
export const FUNNEL_STAGES: readonly {
  key: FunnelStageKey;
  label: string;
  from: FunnelStageKey | null;
}[] = [
  { key: 'whitelisted_addresses', label: 'Whitelisted addresses', from: null },
  { key: 'registered', label: 'Registered', from: 'whitelisted_addresses' },
  { key: 'verified', label: 'Verified', from: 'registered' },
  { key: 'futureready_started', label: 'FutureReady started', from: 'verified' },
  { key: 'futureready_completed', label: 'FutureReady completed', from: 'futureready_started' },
  { key: 'uniready_part_i_started', label: 'UniReady Part I started', from: 'verified' },
  {
    key: 'uniready_part_i_completed',
    label: 'UniReady Part I completed',
    from: 'uniready_part_i_started',
  },
  {
    key: 'uniready_part_ii_completed',
    label: 'UniReady Part II completed',
    from: 'uniready_part_i_completed',
  },
  {
    key: 'uniready_part_iii_started',
    label: 'UniReady Part III started',
    from: 'uniready_part_ii_completed',
  },
  {
    key: 'uniready_part_iii_completed',
    label: 'UniReady Part III completed',
    from: 'uniready_part_iii_started',
  },
  { key: 'studystyle_started', label: 'StudyStyle started', from: 'verified' },
  { key: 'studystyle_completed', label: 'StudyStyle completed', from: 'studystyle_started' },
  { key: 'insights_generated', label: 'AI insights generated', from: 'verified' },
  { key: 'enrich_used', label: 'Enrich+ used', from: 'verified' },
];

/** Per cent with one decimal, or null when there is nothing to convert from. */
export function conversionRate(count: number, from: number | null): number | null {
  if (from === null || from <= 0) return null;
  return Math.round((count / from) * 1000) / 10;
}

export type FunnelRow = {
  key: FunnelStageKey;
  label: string;
  count: number;
  /** % of the stage it follows (`from`), null for the first stage or an empty one. */
  rate: number | null;
};

/** The funnel table from the counts of each stage. */
export function funnelRows(counts: Record<FunnelStageKey, number>): FunnelRow[] {
  return FUNNEL_STAGES.map(({ key, label, from }) => ({
    key,
    label,
    count: counts[key],
    rate: conversionRate(counts[key], from === null ? null : counts[from]),
  }));
}

/** The students list's status filters. */
export const STUDENT_STATUSES = ['unverified', 'started_not_finished', 'finished_all'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** "Not verified for 7+ days": the default age of the unverified filter and of the bulk resend. */
export const UNVERIFIED_DAYS_DEFAULT = 7;
export const UNVERIFIED_DAYS_MAX = 365;

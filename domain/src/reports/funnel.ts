/**
 * The coordinator's funnel: the stages in order, the step each rate is measured
 * against, and how a rate is computed (docs/product/coordinators.md, "Usage reports"). It starts
 * from the roster: the rostered addresses, how many of them registered, and beside them the
 * students a school domain admitted; every later stage counts all registered students. Shared by the server (JSON and CSV) and the back-office.
 */
export type FunnelStageKey =
  | 'rostered_addresses'
  | 'registered_from_roster'
  | 'domain_signups'
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
  { key: 'rostered_addresses', label: 'Rostered addresses', from: null },
  {
    key: 'registered_from_roster',
    label: 'Registered from the roster',
    from: 'rostered_addresses',
  },
  // Beside the roster, not a step of it: students a school domain admitted.
  { key: 'domain_signups', label: 'Domain sign-ups', from: null },
  { key: 'registered', label: 'Registered', from: null },
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

/**
 * A rostered student's account (docs/product/coordinators.md, "Students"): their address is on
 * the roster but nobody registered with it, registered but not verified, or verified.
 */
export const ROSTER_STATES = ['not_registered', 'not_verified', 'active'] as const;
export type RosterState = (typeof ROSTER_STATES)[number];
export const ROSTER_STATE_LABELS: Record<RosterState, string> = {
  not_registered: 'Not registered',
  not_verified: 'Not verified',
  active: 'Active',
};

/**
 * Response-quality checks before a completion. Pure functions shared by the portal
 * (the note before submitting) and the server (the flags stored with the completion).
 * Thresholds and their sources: docs/decisions/0022-response-quality-flags.md.
 */

/** Straight-lining: the same option for at least this share of a block… */
export const STRAIGHT_LINE_SHARE = 0.9;
/** …of at least this many consecutive items. */
export const STRAIGHT_LINE_BLOCK = 10;
/** Speeding: a median answer time below this many milliseconds. */
export const SPEEDING_MEDIAN_MS = 1000;
/** Speeding is judged only on this many timed answers or more. */
export const SPEEDING_MIN_TIMED = 10;
/** The longest answer time the server keeps (a tab left open is not an answer time). */
export const ANSWER_MS_MAX = 10 * 60 * 1000;
/**
 * Contradiction on a facet: the mean keyed score of its forward items and of its reverse-keyed
 * items differ by at least this share of the scale's range…
 */
export const CONTRADICTION_GAP = 0.5;
/** …and the session is flagged when at least this share of the facets that have both kinds do. */
export const CONTRADICTION_SHARE = 0.5;

/**
 * A session whose acquiescence index (`acquiescenceIndex`) reaches this leans to "agree" whatever
 * the wording, as much as "Agree" to everything does. Chosen on the simulated cohort
 * (backend/test/item-bank/cohort.ts): at most 2 % of ordinary students reach it
 * (docs/decisions/0141-balanced-keying-and-acquiescence.md).
 */
export const ACQUIESCENCE_HIGH = 0.5;

export type QualityFlag = 'straightLining' | 'speeding' | 'contradictory' | 'acquiescent';
export const QUALITY_FLAGS: readonly QualityFlag[] = [
  'straightLining',
  'speeding',
  'contradictory',
  'acquiescent',
];
/** What a coordinator reads for each flag (docs/product/coordinators.md). */
export const QUALITY_FLAG_NAMES: Record<QualityFlag, string> = {
  straightLining: 'very alike answers',
  speeding: 'rushed answers',
  contradictory: 'contradictory answers',
  acquiescent: 'agreeing with both sides',
};

/** One answer as the checks read it, in the order the items were presented. */
export type QualityAnswer = {
  facet: string;
  /** the chosen option's position in the question's option list */
  optionIndex: number;
  /** the chosen option's (keyed) score */
  score: number;
  /** every option score of the question, in option order */
  optionScores: readonly number[];
  /** milliseconds from showing the question to answering it, when known */
  ms?: number | null;
};

/** The friendly note shown before the final submit; the student may review or submit anyway. */
export const QUALITY_NOTE =
  'Before you submit: some of your answers look rushed or very alike. That is fine if they are ' +
  'what you meant, but your results are most useful when each answer reflects you. You can go ' +
  'back and review them, or submit anyway.';
export const QUALITY_FLAG_TEXT: Record<QualityFlag, string> = {
  straightLining: 'Many answers in a row chose the same option.',
  speeding: 'Answers were given very quickly.',
  contradictory: 'Some answers seem to disagree with each other.',
  acquiescent: 'Many answers agreed with a statement and also with its opposite.',
};
/** The discreet line a report shows for a flagged session. */
export const REPORT_QUALITY_NOTE =
  'Some answers in this session looked rushed or very alike, so read these results with care.';
/**
 * The plain note a report shows when the session leaned to "agree" whatever the wording. The
 * scores stay as answered (docs/decisions/0141-balanced-keying-and-acquiescence.md); half of each
 * facet's statements point the other way, so agreeing with all of them pulls every score to the
 * middle.
 */
export const REPORT_ACQUIESCENCE_NOTE =
  'You agreed with many statements and also with their opposites. That pulls your scores towards ' +
  'the middle, so the gaps between them may be bigger than they look here. Talk them through with ' +
  'someone who knows you.';

/** True when some block of ≥ 10 consecutive items has one option in ≥ 90 % of them. */
export function isStraightLining(optionIndexes: readonly number[]): boolean {
  const n = optionIndexes.length;
  if (n < STRAIGHT_LINE_BLOCK) return false;
  const need = Math.ceil(STRAIGHT_LINE_SHARE * STRAIGHT_LINE_BLOCK);
  // Every block of ≥ 10 contains a block of exactly 10; a long block at ≥ 90 % need not, so the
  // whole sequence is checked too (the longest block).
  const counts = new Map<number, number>();
  const add = (i: number, d: number) => counts.set(i, (counts.get(i) ?? 0) + d);
  for (let i = 0; i < n; i++) {
    add(optionIndexes[i], 1);
    if (i >= STRAIGHT_LINE_BLOCK) add(optionIndexes[i - STRAIGHT_LINE_BLOCK], -1);
    if (i >= STRAIGHT_LINE_BLOCK - 1 && Math.max(...counts.values()) >= need) return true;
  }
  const all = new Map<number, number>();
  for (const i of optionIndexes) all.set(i, (all.get(i) ?? 0) + 1);
  return Math.max(...all.values()) >= STRAIGHT_LINE_SHARE * n;
}

/** The median of a list of numbers (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** True when at least 10 answers are timed and their median is under 1 s. */
export function isSpeeding(ms: readonly (number | null | undefined)[]): boolean {
  const timed = ms.filter((m): m is number => typeof m === 'number' && m >= 0);
  return timed.length >= SPEEDING_MIN_TIMED && median(timed) < SPEEDING_MEDIAN_MS;
}

/** An item is reverse-keyed when its option scores fall along the option order. */
export const isReverseKeyed = (optionScores: readonly number[]): boolean =>
  optionScores.length > 1 && optionScores[0] > optionScores[optionScores.length - 1];

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The facets whose forward and reverse-keyed answers disagree: both kinds answered, and the mean
 * keyed scores differ by ≥ 50 % of the scale's range (agreeing with a statement and its opposite).
 * Also says how many facets could be judged (those with both kinds).
 */
export function contradictions(answers: readonly QualityAnswer[]): {
  judged: number;
  contradictory: string[];
} {
  const byFacet = new Map<string, QualityAnswer[]>();
  for (const a of answers) byFacet.set(a.facet, [...(byFacet.get(a.facet) ?? []), a]);
  let judged = 0;
  const contradictory: string[] = [];
  for (const [facet, items] of byFacet) {
    const forward = items.filter((a) => !isReverseKeyed(a.optionScores));
    const reverse = items.filter((a) => isReverseKeyed(a.optionScores));
    if (!forward.length || !reverse.length) continue;
    judged += 1;
    const scores = items.flatMap((a) => a.optionScores);
    const range = Math.max(...scores) - Math.min(...scores);
    if (range <= 0) continue;
    const gap = Math.abs(mean(forward.map((a) => a.score)) - mean(reverse.map((a) => a.score)));
    if (gap >= CONTRADICTION_GAP * range) contradictory.push(facet);
  }
  return { judged, contradictory };
}

/**
 * The acquiescence index of a session: how far its answers lean towards "agree" whatever the
 * wording. Per facet with both keyings, the mean agreement (option position scaled to 0..1) of
 * its forward items and of its reverse-keyed items is averaged; the index is the mean over those
 * facets, rescaled to −1..1: 0 for a student whose agreeing and disagreeing balance, 0.5 for one
 * who answers "Agree" to everything, 1 for "Strongly agree" to everything. Null when no facet has
 * both keyings. (Balanced keying makes the index free of the student's true levels:
 * docs/decisions/0141-balanced-keying-and-acquiescence.md.)
 */
export function acquiescenceIndex(answers: readonly QualityAnswer[]): number | null {
  const byFacet = new Map<string, { forward: number[]; reverse: number[] }>();
  for (const a of answers) {
    const positions = a.optionScores.length - 1;
    if (positions <= 0 || a.optionIndex < 0) continue;
    const facet = byFacet.get(a.facet) ?? { forward: [], reverse: [] };
    (isReverseKeyed(a.optionScores) ? facet.reverse : facet.forward).push(
      a.optionIndex / positions,
    );
    byFacet.set(a.facet, facet);
  }
  const leans = [...byFacet.values()]
    .filter((f) => f.forward.length && f.reverse.length)
    .map((f) => (mean(f.forward) + mean(f.reverse)) / 2);
  return leans.length ? 2 * mean(leans) - 1 : null;
}

/** The flags of one session's answers (presentation order), in `QUALITY_FLAGS` order. */
export function qualityFlags(answers: readonly QualityAnswer[]): QualityFlag[] {
  const flags: QualityFlag[] = [];
  if (isStraightLining(answers.map((a) => a.optionIndex))) flags.push('straightLining');
  if (isSpeeding(answers.map((a) => a.ms))) flags.push('speeding');
  const c = contradictions(answers);
  if (c.judged > 0 && c.contradictory.length >= CONTRADICTION_SHARE * c.judged) {
    flags.push('contradictory');
  }
  if ((acquiescenceIndex(answers) ?? 0) >= ACQUIESCENCE_HIGH - 1e-9) flags.push('acquiescent');
  return flags;
}

/** The position of the option with this score, or -1. */
export const optionIndexOf = (optionScores: readonly number[], score: number): number =>
  optionScores.indexOf(score);

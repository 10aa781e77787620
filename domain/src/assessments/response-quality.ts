/**
 * Response-quality checks before a completion. Pure functions shared by the portal
 * (the note before submitting) and the server (the flags stored with the completion).
 * Thresholds and their sources: docs/decisions/0022-response-quality-flags.md.
 */

/*
 * The careless-responding thresholds below were chosen on the seeded simulated cohort
 * (backend/test/item-bank/cohort.ts, printed by simulation.test.ts): together they flag at most
 * 2 % of ordinary students and at least 80 % of uniformly random ones
 * (docs/decisions/0144-careless-responding-indices.md).
 */
/** Long-string: a run of at least this many identical answers (the middle excepted) is straight-lining. */
export const LONG_STRING_MIN = 10;
/** Even–odd consistency below this is contradictory answering… */
export const EVEN_ODD_MIN = 0.2;
/** …and so is consistency below this when the answers also scatter widely (IRV above the next). */
export const EVEN_ODD_LOW = 0.5;
/** Response variability (SD of the option positions, 0..4 on a 5-point scale) of a scattered session. */
export const IRV_HIGH = 1.3;
/** Even–odd consistency is judged only over at least this many facets with two items or more. */
export const EVEN_ODD_MIN_FACETS = 6;
/** Speeding: a median answer time below this many milliseconds. */
export const SPEEDING_MEDIAN_MS = 1000;
/** Speeding is judged only on this many timed answers or more. */
export const SPEEDING_MIN_TIMED = 10;
/** The longest answer time the server keeps (a tab left open is not an answer time). */
export const ANSWER_MS_MAX = 10 * 60 * 1000;

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

/**
 * Long-string (as R's `careless::longstring`): the longest run of one option in presentation
 * order, except that a run of the middle option (`skip`) does not count: with balanced keying,
 * "Neither agree nor disagree" throughout is a consistent answer, not straight-lining.
 */
export function longString(optionIndexes: readonly number[], skip: number | null = null): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < optionIndexes.length; i++) {
    run = i > 0 && optionIndexes[i] === optionIndexes[i - 1] ? run + 1 : 1;
    if (optionIndexes[i] !== skip) longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Intra-individual response variability (as `careless::irv`): the standard deviation of the
 * option positions a session chose. Reported by the simulated cohort; not a flag on its own.
 */
export function responseVariability(optionIndexes: readonly number[]): number {
  if (optionIndexes.length < 2) return 0;
  const m = mean(optionIndexes);
  return Math.sqrt(mean(optionIndexes.map((x) => (x - m) ** 2)));
}

/**
 * Even–odd consistency (as `careless::evenodd`): per facet with at least two items, the mean
 * keyed score of its even-numbered and of its odd-numbered items; the correlation of the two
 * halves across facets, Spearman–Brown corrected (2r / (1 + r); a negative r is kept as it is).
 * Careful answers give the same
 * profile in both halves (near 1); random ones do not (near 0). Null with fewer than
 * `EVEN_ODD_MIN_FACETS` such facets or when a half does not vary (a middle answer throughout).
 */
export function evenOddConsistency(answers: readonly QualityAnswer[]): number | null {
  const byFacet = new Map<string, number[]>();
  for (const a of answers) byFacet.set(a.facet, [...(byFacet.get(a.facet) ?? []), a.score]);
  const halves = [...byFacet.values()]
    .filter((scores) => scores.length >= 2)
    .map((scores) => [
      mean(scores.filter((_, i) => i % 2 === 0)),
      mean(scores.filter((_, i) => i % 2 === 1)),
    ]);
  if (halves.length < EVEN_ODD_MIN_FACETS) return null;
  const even = halves.map((h) => h[0]);
  const odd = halves.map((h) => h[1]);
  const [me, mo] = [mean(even), mean(odd)];
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < halves.length; i++) {
    sxy += (even[i] - me) * (odd[i] - mo);
    sxx += (even[i] - me) ** 2;
    syy += (odd[i] - mo) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  const r = sxy / Math.sqrt(sxx * syy);
  return r <= 0 ? r : (2 * r) / (1 + r);
}

/**
 * The squared Mahalanobis distance of one session's scores from a group's mean, given the
 * inverse of the group's covariance matrix (as `careless::mahad`): how unusual the whole pattern
 * is. It needs norms per instrument version, so today only the simulated cohort computes it.
 */
export function mahalanobisSquared(
  x: readonly number[],
  means: readonly number[],
  inverseCovariance: readonly (readonly number[])[],
): number {
  const d = x.map((v, i) => v - means[i]);
  return d.reduce(
    (acc, di, i) => acc + di * d.reduce((s, dj, j) => s + inverseCovariance[i][j] * dj, 0),
    0,
  );
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

/** Option positions in presentation order, the middle option of its scale as −1 (never a run). */
const positionsOf = (answers: readonly QualityAnswer[]) =>
  answers.map((a) => (a.optionIndex * 2 === a.optionScores.length - 1 ? -1 : a.optionIndex));

/** True when the answers look random: even and odd halves disagree, more so when they scatter. */
export function isContradictory(answers: readonly QualityAnswer[]): boolean {
  const consistency = evenOddConsistency(answers);
  if (consistency === null) return false;
  if (consistency < EVEN_ODD_MIN) return true;
  return (
    consistency < EVEN_ODD_LOW && responseVariability(answers.map((a) => a.optionIndex)) > IRV_HIGH
  );
}

/** The flags of one session's answers (presentation order), in `QUALITY_FLAGS` order. */
export function qualityFlags(answers: readonly QualityAnswer[]): QualityFlag[] {
  const flags: QualityFlag[] = [];
  if (longString(positionsOf(answers), -1) >= LONG_STRING_MIN) flags.push('straightLining');
  if (isSpeeding(answers.map((a) => a.ms))) flags.push('speeding');
  if (isContradictory(answers)) flags.push('contradictory');
  if ((acquiescenceIndex(answers) ?? 0) >= ACQUIESCENCE_HIGH - 1e-9) flags.push('acquiescent');
  return flags;
}

/** The position of the option with this score, or -1. */
export const optionIndexOf = (optionScores: readonly number[], score: number): number =>
  optionScores.indexOf(score);

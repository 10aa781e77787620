import { FacetScore, facetScores, RawAnswerRow } from './facet-scores';

/**
 * The version of the scoring rules of this package. Change it whenever a rule that
 * turns stored answers into a report's numbers changes (facet averages and totals, the Part I
 * and Part II selections); keep the old rules under their old key in `SCORING_RULES` so a
 * session keeps the numbers it was given until an admin re-scores it.
 */
export const SCORING_VERSION = 'scoring-1';

/** Scoring rules by version: stored answer rows → the per-facet scores a report shows. */
export const SCORING_RULES: Readonly<
  Record<string, (rows: readonly RawAnswerRow[]) => FacetScore[]>
> = {
  'scoring-1': facetScores,
};

/** Scoring rules: a session's stored answer rows → the per-facet scores its report shows. */
export type ScoringRules = (rows: readonly RawAnswerRow[]) => FacetScore[];

/**
 * The rules a session was scored under (by its `scoring_version`): sessions from before
 * versions were kept (null) use the first version of the registry; an unknown key the current.
 */
export function scoringRulesOf(
  version: string | null,
  rules: Readonly<Record<string, ScoringRules>> = SCORING_RULES,
  current: string = SCORING_VERSION,
): ScoringRules {
  const key = version ?? Object.keys(rules)[0];
  return rules[key] ?? rules[current];
}

/** One item of an instrument as served: what its answers are scored and grouped by. */
export type InstrumentItem = {
  id: number;
  questionNumber: number;
  text: string;
  options: { optionText: string; score: number }[];
  category: string;
  subCategory: string;
  facet: string;
};

/**
 * The canonical content of an instrument version: the items in question-number order, each with
 * its fields in a fixed order, so the same bank always serialises (and hashes) the same.
 */
export function canonicalInstrument(items: readonly InstrumentItem[]): InstrumentItem[] {
  return [...items]
    .sort((a, b) => a.questionNumber - b.questionNumber || a.id - b.id)
    .map((i) => ({
      id: i.id,
      questionNumber: i.questionNumber,
      text: i.text,
      options: i.options.map((o) => ({ optionText: o.optionText, score: o.score })),
      category: i.category,
      subCategory: i.subCategory,
      facet: i.facet,
    }));
}

/** What changed between two versions of an instrument, as short sentences for the back-office. */
export function instrumentChanges(
  before: readonly InstrumentItem[],
  after: readonly InstrumentItem[],
): string[] {
  const old = new Map(before.map((i) => [i.id, i]));
  const now = new Map(after.map((i) => [i.id, i]));
  const changes: string[] = [];
  for (const item of after) {
    const was = old.get(item.id);
    if (!was) {
      changes.push(`Question ${item.questionNumber} added`);
      continue;
    }
    const fields: string[] = [];
    if (was.text !== item.text) fields.push('text');
    if (JSON.stringify(was.options) !== JSON.stringify(item.options)) fields.push('options');
    if (was.facet !== item.facet) fields.push('facet');
    if (was.category !== item.category || was.subCategory !== item.subCategory) {
      fields.push('category');
    }
    if (fields.length)
      changes.push(`Question ${item.questionNumber}: ${fields.join(', ')} changed`);
  }
  for (const item of before) {
    if (!now.has(item.id)) changes.push(`Question ${item.questionNumber} removed`);
  }
  return changes;
}

/**
 * The questions whose wording alone changed from `before` to `after`, or null when anything else
 * changed (a question added or removed, options, scores, keying, facet, category or number):
 * only a wording change can keep a norm group (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md).
 */
export function wordingOnlyChanges(
  before: readonly InstrumentItem[],
  after: readonly InstrumentItem[],
): InstrumentItem[] | null {
  if (before.length !== after.length) return null;
  const old = new Map(before.map((i) => [i.id, i]));
  const reworded: InstrumentItem[] = [];
  for (const item of after) {
    const was = old.get(item.id);
    if (
      !was ||
      JSON.stringify(was.options) !== JSON.stringify(item.options) ||
      was.facet !== item.facet ||
      was.category !== item.category ||
      was.subCategory !== item.subCategory ||
      was.questionNumber !== item.questionNumber
    )
      return null;
    if (was.text !== item.text) reworded.push(item);
  }
  return reworded;
}

import { InstrumentItem, optionIndexOf, QualityFlag, qualityFlags } from '@aspire/domain';

/** One answer as the response-quality flags read it, in the order it was given. */
export type FlaggedAnswer = {
  questionId: number;
  facet: string;
  score: number;
  /** The option chosen, when stored; else the option carrying the score is taken. */
  optionIndex?: number | null;
  ms: number | null;
};

/**
 * A session's response-quality flags (docs/decisions/0144-careless-responding-indices.md), read
 * against the items of its own instrument version. `scoreOf` gives an option's score as keyed
 * now (after a key correction, docs/decisions/0071-chosen-options-kept.md); by default the
 * version's own. Answers to questions the version does not hold are left out.
 */
export function sessionQualityFlags(
  items: readonly InstrumentItem[],
  answers: readonly FlaggedAnswer[],
  scoreOf: (item: InstrumentItem, option: number) => number = (item, i) => item.options[i].score,
): QualityFlag[] {
  const scoresOf = new Map(
    items.map((item) => [item.id, item.options.map((_, i) => scoreOf(item, i))]),
  );
  return qualityFlags(
    answers.flatMap((a) => {
      const optionScores = scoresOf.get(a.questionId);
      if (!optionScores) return [];
      const optionIndex = a.optionIndex ?? optionIndexOf(optionScores, a.score);
      return [{ facet: a.facet, optionIndex, score: a.score, optionScores, ms: a.ms }];
    }),
  );
}

import {
  AssessmentType,
  isReverseKeyed,
  PART_I,
  partIIIQuestionFilter,
  RawAnswerRow,
  selectPartI,
  sessionQuestions,
} from '../../src';
import { seeded, shuffled } from './random';
import { cutPoints, Respondent } from './respondents';

/** One item as an instrument serves it; the options in their order on screen. */
export type ServedItem = {
  id: number;
  facet: string;
  category: string;
  subCategory: string;
  taxonomy?: readonly string[];
  options: readonly { optionText: string; score: number }[];
};

/** What the respondent chose, and how long it took. */
export type SimulatedAnswer = {
  questionId: number;
  facet: string;
  category: string;
  subCategory: string;
  /** The chosen option's position in the served list. */
  optionIndex: number;
  optionText: string;
  /** The chosen option's (keyed) score, as the portal sends it. */
  score: number;
  answerMs: number;
};

/** The latent response cut into an option position (0 = the first, least agreeing, option). */
function position(latent: number, options: number): number {
  return cutPoints(options).filter((c) => latent > c).length;
}

/**
 * The respondent's answer to one item. Keying is read from the options (scores falling along
 * the option order: reverse-keyed), so a reverse-keyed item is agreed with by a respondent low
 * on the facet, and acquiescence pushes every item towards agreeing, whatever its keying.
 */
export function answerItem(r: Respondent, item: ServedItem): SimulatedAnswer {
  const draw = seeded(r.seed, r.index, 'item', item.id);
  const k = item.options.length;
  const reverse = isReverseKeyed(item.options.map((o) => o.score));
  const fromTrait = () => {
    const sign = reverse ? -1 : 1;
    return position(
      sign * r.level(item.facet) + r.acquiescence + r.model.noiseSd * draw.normal(),
      k,
    );
  };
  let chosen: number;
  switch (r.kind) {
    case 'ordinary':
    case 'acquiescent':
      chosen = fromTrait();
      break;
    case 'straightLiner':
      chosen = r.straightLinePosition(k);
      break;
    case 'random':
      chosen = draw.below(k);
      break;
    case 'midpoint':
      chosen = (k - 1) >> 1;
      break;
    case 'speeder':
      chosen = draw.uniform() < r.model.speederRandomShare ? draw.below(k) : fromTrait();
      break;
  }
  const answerMs =
    r.kind === 'speeder'
      ? Math.round(250 + 700 * draw.uniform())
      : Math.round(Math.exp(Math.log(4500) + 0.45 * draw.normal()));
  const option = item.options[chosen];
  return {
    questionId: item.id,
    facet: item.facet,
    category: item.category,
    subCategory: item.subCategory,
    optionIndex: chosen,
    optionText: option.optionText,
    score: option.score,
    answerMs,
  };
}

/** The respondent's answers to these items, in the order given. */
export const answerItems = (r: Respondent, items: readonly ServedItem[]): SimulatedAnswer[] =>
  items.map((item) => answerItem(r, item));

/** Answers as the scoring rules read them (domain's raw answer rows). */
export const asRawRows = (
  answers: readonly SimulatedAnswer[],
  items: readonly ServedItem[],
): RawAnswerRow[] => {
  const byId = new Map(items.map((i) => [i.id, i]));
  return answers.map((a) => ({
    category: a.category,
    sub_category: a.subCategory,
    facet: a.facet,
    score: a.score,
    taxonomy: [...(byId.get(a.questionId)?.taxonomy ?? [])],
  }));
};

export type SessionChoices = {
  /** SubjectPart3: the subjects the Part II session made eligible (the server's top facets). */
  eligibleSubjects?: readonly string[];
};

/**
 * A whole session of `type` from the bank of its status, as the portal would send it: Career
 * and Learning every item; Subject every Part I item, then the Part II items the domain selects
 * from those answers; SubjectPart3 the Part III items of the eligible subjects.
 */
export function answerSession(
  r: Respondent,
  type: AssessmentType,
  bank: readonly ServedItem[],
  choices: SessionChoices = {},
): SimulatedAnswer[] {
  if (type === 'SubjectPart3') {
    return answerItems(r, bank.filter(partIIIQuestionFilter(choices.eligibleSubjects ?? [])));
  }
  if (type !== 'Subject') return answerItems(r, bank);
  const partIItems = bank.filter((q) => q.category === PART_I);
  const partIRows = asRawRows(answerItems(r, partIItems), partIItems);
  // A tie at the Part I boundary is the respondent's to choose: a seeded draw of its own
  // (docs/decisions/0064-part-i-ties-chosen-by-the-student.md); the server reads the choice
  // from the Part II answers.
  const { tie } = selectPartI(partIRows);
  const partIChoice = tie
    ? shuffled(tie.among, seeded(r.seed, r.index, 'part-i-choice')).slice(0, tie.pick)
    : [];
  return answerItems(r, sessionQuestions('Subject', bank, { partIRows, partIChoice }));
}

import type { QuestionStatus } from '../assessments/constants';

/**
 * Question bank rules shared by the server and the back-office form. Every bank
 * answers on the 0–5 scale its reports draw (radar 0 to 5, bar chart maximum 5;
 * a new option starts at 0), so an option scoring 9 would break every average.
 */
export type ScoreScale = { min: number; max: number };

/** The three question banks, in the back-office's order. */
export const QUESTION_STATUSES: readonly QuestionStatus[] = [
  'Career Assessments',
  'Subject Assessments',
  'Learning Assessments',
];

/**
 * The admin question form's messages, the server's and the form's alike
 * (docs/product/coordinators.md, "Admins only").
 */
export const QUESTION_MESSAGES = {
  number: 'Question number is required.',
  text: 'Question text is required.',
  category: 'Category is required.',
  subCategory: 'Sub-category is required.',
  noOptions: 'At least one option is required.',
  option: 'Each option needs a text and a whole-number score of 0 or more.',
  status: `Status must be one of: ${QUESTION_STATUSES.join(', ')}.`,
} as const;

export const SCORE_SCALES: Record<QuestionStatus, ScoreScale> = {
  'Career Assessments': { min: 0, max: 5 },
  'Subject Assessments': { min: 0, max: 5 },
  'Learning Assessments': { min: 0, max: 5 },
};

export const scoreOutsideScaleMessage = (status: QuestionStatus): string => {
  const { min, max } = SCORE_SCALES[status];
  return `Option scores for ${status} must be whole numbers from ${min} to ${max}.`;
};

/** The message when a score lies outside its bank's scale (other checks come first). */
export function checkOptionScore(status: unknown, score: unknown): string | undefined {
  const scale = SCORE_SCALES[status as QuestionStatus];
  if (!scale || typeof score !== 'number' || !Number.isFinite(score)) return undefined;
  return score >= scale.min && score <= scale.max
    ? undefined
    : scoreOutsideScaleMessage(status as QuestionStatus);
}

export const CAREER_FACET_REQUIRED =
  'A Career question needs a facet: its score is reported under that facet.';

export const facetOutsideSubCategoryMessage = (
  facet: string,
  facetSubCategory: string,
  subCategory: string,
): string =>
  `The facet "${facet}" belongs to the sub-category "${facetSubCategory}", not "${subCategory}".`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A Career question is scored under its facet (without one it would add a phantom axis to every
 * report); any chosen facet must belong to the question's own sub-category.
 */
export function checkQuestionFacet(question: {
  status: unknown;
  subCategory: string;
  facet: { name: string; subCategory: string } | null;
}): string | undefined {
  if (!question.facet) {
    return question.status === 'Career Assessments' ? CAREER_FACET_REQUIRED : undefined;
  }
  const { name, subCategory } = question.facet;
  if (question.subCategory.trim() && !same(subCategory, question.subCategory)) {
    return facetOutsideSubCategoryMessage(name, subCategory, question.subCategory.trim());
  }
  return undefined;
}

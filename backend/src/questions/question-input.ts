import {
  checkOptionScore,
  normaliseTaxonomy,
  QUESTION_MESSAGES,
  QUESTION_STATUSES,
  QuestionStatus,
} from '@aspire/domain';
import { AppError } from '../common/app-error';
import { QuestionOption } from './entities/question.entity';

/**
 * The banks, the form's messages and the taxonomy rule are domain's, shared with the back-office
 * form.
 */
export const STATUSES = QUESTION_STATUSES;
export { normaliseTaxonomy, QUESTION_MESSAGES };

/**
 * The admin form's fields (docs/product/coordinators.md, "Admins only"), as the back-office and the
 * original's calls send them.
 */
export type QuestionFields = {
  question_number?: unknown;
  question_text?: unknown;
  example_info?: unknown;
  options?: unknown;
  answer_type?: unknown;
  category?: unknown;
  sub_category?: unknown;
  facet?: unknown;
  facet_id?: unknown;
  status?: unknown;
  taxonomy?: unknown;
};

export type QuestionInput = {
  questionNumber: number;
  questionText: string;
  exampleInfo: string | null;
  options: QuestionOption[];
  answerType: string;
  category: string;
  subCategory: string;
  status: QuestionStatus;
  taxonomy: string[];
  facetId: number | null;
  facetName: string | null;
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Options non-empty; each score a whole number ≥ 0 (docs/product/coordinators.md, "Admins only").
 */
export function normaliseOptions(value: unknown): QuestionOption[] {
  if (!Array.isArray(value) || value.length === 0)
    throw AppError.badRequest(QUESTION_MESSAGES.noOptions);
  return value.map((o: { optionText?: unknown; score?: unknown }) => {
    const optionText = str(o?.optionText);
    const score =
      typeof o?.score === 'string' && o.score.trim() !== '' ? Number(o.score) : o?.score;
    if (!optionText || typeof score !== 'number' || !Number.isInteger(score) || score < 0) {
      throw AppError.badRequest(QUESTION_MESSAGES.option);
    }
    return { optionText, score };
  });
}

/** Validates the admin form with the spec's messages; the first failing field wins. */
export function parseQuestionFields(body: QuestionFields): QuestionInput {
  const questionNumber = Number(body.question_number);
  if (
    body.question_number === '' ||
    body.question_number == null ||
    !Number.isInteger(questionNumber) ||
    questionNumber < 1
  ) {
    throw AppError.badRequest(QUESTION_MESSAGES.number);
  }
  const questionText = str(body.question_text);
  if (!questionText) throw AppError.badRequest(QUESTION_MESSAGES.text);
  const category = str(body.category);
  if (!category) throw AppError.badRequest(QUESTION_MESSAGES.category);
  const subCategory = str(body.sub_category);
  if (!subCategory) throw AppError.badRequest(QUESTION_MESSAGES.subCategory);
  const options = normaliseOptions(body.options);
  const status = str(body.status) as QuestionStatus;
  if (!STATUSES.includes(status)) throw AppError.badRequest(QUESTION_MESSAGES.status);
  for (const option of options) {
    const outside = checkOptionScore(status, option.score);
    if (outside) throw AppError.badRequest(outside);
  }
  const facetId = body.facet_id == null || body.facet_id === '' ? null : Number(body.facet_id);
  if (facetId !== null && !Number.isInteger(facetId))
    throw AppError.badRequest('facet_id must be a facet id.');
  return {
    questionNumber,
    questionText,
    exampleInfo: str(body.example_info) || null,
    options,
    answerType: str(body.answer_type) || 'multiple-choice',
    category,
    subCategory,
    status,
    taxonomy: normaliseTaxonomy(body.taxonomy),
    facetId,
    facetName: str(body.facet) || null,
  };
}

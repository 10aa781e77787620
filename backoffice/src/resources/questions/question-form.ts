// The question form (docs/product/coordinators.md, "Admins only"): the pure rules behind the
// question editor. The server checks the same rules with the same messages (domain's).
import {
  checkOptionScore,
  checkQuestionFacet,
  normaliseTaxonomy,
  QUESTION_MESSAGES,
} from '@aspire/domain';

export type QuestionOption = { optionText: string; score: number };

export const QUESTION_NUMBER_REQUIRED = QUESTION_MESSAGES.number;
export const QUESTION_TEXT_REQUIRED = QUESTION_MESSAGES.text;
export const CATEGORY_REQUIRED = QUESTION_MESSAGES.category;
export const SUB_CATEGORY_REQUIRED = QUESTION_MESSAGES.subCategory;
export const OPTION_INVALID = QUESTION_MESSAGES.option;
export const OPTIONS_REQUIRED = QUESTION_MESSAGES.noOptions;
export const QUESTION_DELETE_CONFIRM =
  'Are you sure you want to delete this question? This action cannot be undone.';

/** Every option of the form starts with score 0 (docs/product/coordinators.md, "Admins only"). */
export const NEW_OPTION: QuestionOption = { optionText: '', score: 0 };

/** Non-numeric input becomes 0; numbers (and numeric text) are kept for validation to judge. */
export const normaliseScore = (raw: unknown): number => {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 0;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const value = Number(raw.trim());
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
};

export const isWholeScore = (score: unknown): boolean =>
  typeof score === 'number' && Number.isInteger(score) && score >= 0;

/** The options as the API expects them: text trimmed, score normalised. */
export const normaliseOptions = (options: unknown): QuestionOption[] =>
  Array.isArray(options)
    ? options.map((option: Partial<Record<keyof QuestionOption, unknown>> | null) => ({
        optionText: String(option?.optionText ?? '').trim(),
        score: normaliseScore(option?.score),
      }))
    : [];

/** The last option cannot be deleted: at least one must remain. */
export const canRemoveOption = (optionCount: number): boolean => optionCount > 1;

/** The message for a list of options, or undefined when every option is fine. */
export const validateOptions = (options: unknown): string | undefined => {
  const normalised = normaliseOptions(options);
  if (normalised.length === 0) return OPTIONS_REQUIRED;
  return normalised.every((o) => o.optionText !== '' && isWholeScore(o.score))
    ? undefined
    : OPTION_INVALID;
};

/**
 * One score field's message (the input has already turned non-numeric text into 0); with the
 * form's values, the score must also lie on the chosen assessment's scale (domain rule).
 */
export const validateScore = (
  score: unknown,
  values?: { status?: unknown },
): string | undefined => {
  const normalised = normaliseScore(score);
  if (!isWholeScore(normalised)) return OPTION_INVALID;
  return checkOptionScore(values?.status, normalised);
};

/** The facet the form has chosen, as read from /api/admin/facets. */
export type ChosenFacet = { id: unknown; name: string; sub_category: string };

/**
 * The facet field's message (domain rule shared with the server): a Career question needs a
 * facet, and the facet must belong to the question's sub-category. `facet` is the loaded record
 * of the chosen id (undefined while it loads: no verdict yet).
 */
export const validateFacetChoice = (
  facetId: unknown,
  values: { status?: unknown; sub_category?: unknown },
  facet: ChosenFacet | undefined,
): string | undefined => {
  const chosen = facetId !== null && facetId !== undefined && facetId !== '';
  if (chosen && (!facet || String(facet.id) !== String(facetId))) return undefined;
  return checkQuestionFacet({
    status: values.status,
    subCategory: String(values.sub_category ?? ''),
    facet: chosen && facet ? { name: facet.name, subCategory: facet.sub_category } : null,
  });
};

export const validateOptionText = (text: unknown): string | undefined =>
  String(text ?? '').trim() ? undefined : OPTION_INVALID;

const requiredText =
  (message: string) =>
  (value: unknown): string | undefined =>
    String(value ?? '').trim() ? undefined : message;

export const validateQuestionText = requiredText(QUESTION_TEXT_REQUIRED);
export const validateCategory = requiredText(CATEGORY_REQUIRED);
export const validateSubCategory = requiredText(SUB_CATEGORY_REQUIRED);
/** A whole number of 1 or more; like the server, anything else reads as missing. */
export const validateQuestionNumber = (value: unknown): string | undefined => {
  const number = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= 1 ? undefined : QUESTION_NUMBER_REQUIRED;
};

const optionalText = (value: unknown): string | null => {
  const text = String(value ?? '').trim();
  return text ? text : null;
};

/**
 * The body of POST/PUT /api/admin/questions: only the fields a form may change (the record also
 * carries id, facet name and timestamps, which the server's DTO does not accept).
 */
export const toQuestionPayload = (record: Record<string, unknown>) => ({
  question_number: Number(record.question_number),
  question_text: String(record.question_text ?? '').trim(),
  example_info: optionalText(record.example_info),
  options: normaliseOptions(record.options),
  answer_type: 'multiple-choice',
  category: String(record.category ?? '').trim(),
  sub_category: String(record.sub_category ?? '').trim(),
  facet_id: record.facet_id ?? null,
  status: record.status,
  taxonomy: normaliseTaxonomy(record.taxonomy),
  ...(record.wording_only === true ? { wording_only: true } : {}),
});

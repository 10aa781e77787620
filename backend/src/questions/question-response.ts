import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';

/** The back-office record (snake_case, the admin form's fields). */
export const toAdminQuestion = (q: Question) => ({
  id: q.id,
  question_number: q.questionNumber,
  question_text: q.questionText,
  example_info: q.exampleInfo,
  options: q.options,
  answer_type: q.answerType,
  category: q.category,
  sub_category: q.subCategory,
  facet: q.facet?.name ?? null,
  facet_id: q.facetId,
  status: q.status,
  taxonomy: q.taxonomy,
  created_at: q.createdAt,
  updated_at: q.updatedAt,
});
export type AdminQuestion = ReturnType<typeof toAdminQuestion>;

/** The test's question (the fields the list call serves; docs/API.md). */
export const toServedQuestion = (q: Question, facet: Facet | undefined) => ({
  question_id: q.id,
  _id: q.id,
  question_number: q.questionNumber,
  question_text: q.questionText || 'Unnamed Question',
  options: q.options,
  answer_type: q.answerType,
  category: q.category || 'Uncategorized',
  sub_category: q.subCategory || 'Uncategorized',
  facet: facet?.name ?? null,
  facet_note: facet?.note ?? null,
  example_info: q.exampleInfo,
  taxonomy: q.taxonomy,
  status: q.status,
});
export type ServedQuestion = ReturnType<typeof toServedQuestion>;

/**
 * Only questions with text and at least one option are served
 * (docs/product/coordinators.md, "Admins only").
 */
export const isServable = (q: Question): boolean =>
  q.questionText.trim().length > 0 && Array.isArray(q.options) && q.options.length > 0;

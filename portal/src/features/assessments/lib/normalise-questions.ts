import type { AnswerOption, AssessmentQuestion } from '../types';

/**
 * GET /api/questions item (docs/product/assessments.md, "The four assessments"), loosely typed: the
 * portal validates what it uses.
 */
export type ServedQuestion = {
  question_id?: number | string | null;
  _id?: number | string | null;
  question_text?: string | null;
  options?: { optionText?: unknown; score?: unknown }[] | null;
  category?: string | null;
  sub_category?: string | null;
  facet?: string | null;
  facet_note?: string | null;
  example_info?: string | null;
  taxonomy?: string[] | null;
};

const UNCATEGORIZED = 'Uncategorized';

function toId(raw: ServedQuestion): number | null {
  const id = Number(raw.question_id ?? raw._id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function toOptions(raw: ServedQuestion): AnswerOption[] {
  return (raw.options ?? [])
    .filter((o) => o && typeof o.optionText === 'string' && o.optionText.trim() !== '')
    .map((o) => ({ optionText: String(o.optionText), score: Number(o.score) || 0 }));
}

/**
 * docs/product/assessments.md: defaults ('Unnamed Question', 'Uncategorized'); a question is kept
 * only with an id and at least one option (and, when `requireText`, its own text); duplicates by id
 * dropped.
 */
export function normaliseQuestions(
  served: readonly ServedQuestion[],
  { requireText }: { requireText: boolean },
): AssessmentQuestion[] {
  const seen = new Set<number>();
  const questions: AssessmentQuestion[] = [];
  for (const raw of served) {
    const id = toId(raw);
    const options = toOptions(raw);
    const text = raw.question_text?.trim() ?? '';
    if (id === null || seen.has(id) || options.length === 0 || (requireText && !text)) continue;
    seen.add(id);
    questions.push({
      id,
      questionText: text || 'Unnamed Question',
      options,
      category: raw.category?.trim() || UNCATEGORIZED,
      subCategory: raw.sub_category?.trim() || UNCATEGORIZED,
      facet: raw.facet?.trim() || raw.sub_category?.trim() || UNCATEGORIZED,
      facetNote: raw.facet_note?.trim() || null,
      exampleInfo: raw.example_info?.trim() || null,
      taxonomy: Array.isArray(raw.taxonomy) ? raw.taxonomy.map(String) : [],
    });
  }
  return questions;
}

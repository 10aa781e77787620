import {
  AssessmentType,
  PART_I,
  PART_III,
  RawAnswerRow,
  sessionQuestions,
  STATUS_OF,
} from '@aspire/domain';
import { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error';
import { Question } from '../questions/entities/question.entity';
import { isServable } from '../questions/question-response';
import { COMPLETE_ALL, NO_ANSWERS, notInPartII, notInPartIII } from './assessment-messages';
import { AssessmentAnswer } from './entities/assessment-answer.entity';

/** Which questions of the bank each assessment type may answer. */
export const belongs = (type: AssessmentType, q: Question): boolean =>
  q.status === STATUS_OF[type] &&
  (type === 'SubjectPart3'
    ? q.category === PART_III
    : type !== 'Subject' || q.category !== PART_III);

/** The facet an answer records: the question's facet, else its sub-category. */
export const facetOf = (q: Question): string => q.facet?.name ?? q.subCategory;

export type StoredAnswer = { questionId: number; row: RawAnswerRow; ms: number | null };

/** A session's stored answers, oldest first, as question ids and the rows the rules read. */
export async function storedAnswers(
  manager: EntityManager,
  userId: string,
  type: AssessmentType,
  sessionId: string,
): Promise<StoredAnswer[]> {
  const answers = await manager.find(AssessmentAnswer, {
    where: { userId, assessmentType: type, sessionId },
    order: { id: 'ASC' },
  });
  return answers.map((a) => ({
    questionId: a.questionId,
    row: {
      category: a.category,
      sub_category: a.subCategory,
      facet: a.facet,
      score: a.score,
      taxonomy: a.taxonomy,
    },
    ms: a.answerMs ?? null,
  }));
}

/**
 * A completion's check (docs/product/assessments.md, "Taking an assessment"): every question of the
 * session's instrument is answered, and no answer lies outside it. The instrument is the domain's
 * `sessionQuestions`
 * over the served bank: Subject's Part II follows the session's own Part I answers, Part III
 * the eligible subjects of its Part II session. Answers to questions since removed from the bank
 * are kept and ignored.
 */
export async function assertInstrumentAnswered(
  manager: EntityManager,
  type: AssessmentType,
  answers: readonly StoredAnswer[],
  eligibleSubjects: readonly string[] = [],
  partIChoice: readonly string[] = [],
): Promise<void> {
  if (answers.length === 0) throw AppError.badRequest(NO_ANSWERS);
  const questions = await manager.find(Question, {
    where: { status: STATUS_OF[type] },
    relations: { facet: true },
  });
  const bank = questions
    .filter((q) => isServable(q) && belongs(type, q))
    .map((q) => ({
      id: q.id,
      category: q.category,
      subCategory: q.subCategory,
      facet: facetOf(q),
    }));
  const partIRows = answers.map((a) => a.row).filter((r) => r.category === PART_I);
  const instrument = sessionQuestions(type, bank, { partIRows, partIChoice, eligibleSubjects });
  const answered = new Set(answers.map((a) => a.questionId));
  if (instrument.some((q) => !answered.has(q.id))) throw AppError.badRequest(COMPLETE_ALL);
  const inInstrument = new Set(instrument.map((q) => q.id));
  const inBank = new Set(bank.map((q) => q.id));
  const stray = answers.find((a) => inBank.has(a.questionId) && !inInstrument.has(a.questionId));
  if (stray) {
    const message = type === 'SubjectPart3' ? notInPartIII : notInPartII;
    throw AppError.badRequest(message(stray.questionId));
  }
}

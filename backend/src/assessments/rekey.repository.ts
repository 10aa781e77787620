import { AssessmentType } from '@aspire/domain';
import { EntityManager, In } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';

/** A stored answer with its session's instrument version and whether the session is complete. */
export type KeyedAnswer = {
  id: number;
  userId: string;
  sessionId: string;
  questionId: number;
  optionIndex: number | null;
  score: number;
  version: string | null;
  completed: boolean;
};

/** The answers of a type to these questions (through `idx_answers_question_option`). */
export async function answersToQuestions(
  manager: EntityManager,
  type: AssessmentType,
  questionIds: readonly number[],
): Promise<KeyedAnswer[]> {
  if (!questionIds.length) return [];
  const rows = await manager
    .createQueryBuilder(AssessmentAnswer, 'a')
    .leftJoin(
      AssessmentProgress,
      'p',
      'p.session_id = a.session_id AND p.user_id = a.user_id AND p.assessment_type = a.assessment_type',
    )
    .select('a.id', 'id')
    .addSelect('a.user_id', 'userId')
    .addSelect('a.session_id', 'sessionId')
    .addSelect('a.question_id', 'questionId')
    .addSelect('a.option_index', 'optionIndex')
    .addSelect('a.score', 'score')
    .addSelect('p.instrument_version', 'version')
    .addSelect('p.is_completed', 'completed')
    .where('a.question_id IN (:...questionIds)', { questionIds })
    .andWhere('a.assessment_type = :type', { type })
    .orderBy('a.id', 'ASC')
    .getRawMany<Record<keyof KeyedAnswer, unknown>>();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: String(r.userId),
    sessionId: String(r.sessionId),
    questionId: Number(r.questionId),
    optionIndex: r.optionIndex === null ? null : Number(r.optionIndex),
    score: Number(r.score),
    version: r.version === null ? null : String(r.version),
    completed: r.completed === true || Number(r.completed) === 1,
  }));
}

/**
 * Locks the students' rows in id order, the lock a completion, a batch and a school move take,
 * so none of them reads a session's answers halfway through a re-scoring (SQLite's transactions
 * already run alone). Call it first in the transaction.
 */
export async function lockStudents(manager: EntityManager, userIds: readonly string[]) {
  if (!userIds.length || manager.connection.options.type === 'better-sqlite3') return;
  await manager.find(User, {
    select: { id: true },
    where: { id: In([...userIds]) },
    order: { id: 'ASC' },
    lock: { mode: 'pessimistic_write' },
  });
}

/**
 * Sets answers `ids` from score `from` to `to`, only where they still hold `from`: the number
 * changed (a parallel re-scoring that got there first leaves nothing to change).
 */
export async function rescoreAnswers(
  manager: EntityManager,
  ids: readonly number[],
  from: number,
  to: number,
): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const result = await manager
      .createQueryBuilder()
      .update(AssessmentAnswer)
      .set({ score: to })
      .where('id IN (:...ids)', { ids: ids.slice(i, i + 500) })
      .andWhere('score = :from', { from })
      .execute();
    changed += result.affected ?? 0;
  }
  return changed;
}

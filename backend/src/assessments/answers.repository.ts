import { AssessmentType } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { onConflictUpdate, upsertFlavour } from '../database/upsert';
import { User } from '../users/entities/user.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { STAGES } from './student-stages.repository';

/** A stored answer of the session, as the rules and the counts read it. */
export type StoredRow = { userId: string; questionId: number; score: number; category: string };

/** One answer as a batch writes it. */
export type AnswerRow = Omit<AssessmentAnswer, 'id' | 'user'>;

/** What a batch's rules read before it writes (see `AnswersRepository.storedOf`). */
export type StoredSession = {
  progress: AssessmentProgress[];
  stored: StoredRow[];
  partIReachedAt: Date | null;
};

/** The columns a batch writes, and those a re-sent answer replaces (the session and question stay). */
const UPSERT_COLUMNS = [
  'userId',
  'sessionId',
  'assessmentType',
  'questionId',
  'category',
  'subCategory',
  'facet',
  'taxonomy',
  'score',
  'optionIndex',
  'answerMs',
  'createdAt',
] as const;
const REPLACED: string[] = [
  'score',
  'optionIndex',
  'category',
  'subCategory',
  'facet',
  'taxonomy',
  'answerMs',
];
/** The columns every row of one batch holds the same value in. */
const SHARED: string[] = ['userId', 'sessionId', 'assessmentType', 'createdAt'];
type Column = (typeof UPSERT_COLUMNS)[number];
type UpsertStatement = ReturnType<typeof upsertStatement>;

/**
 * The fixed parts of the batch upsert for this database: the column list, one row's
 * placeholders and the conflict clause for this database (`onConflictUpdate`).
 */
function upsertStatement(manager: EntityManager) {
  const { driver } = manager.connection;
  const meta = manager.connection.getMetadata(AssessmentAnswer);
  const columns = UPSERT_COLUMNS.map((p) => meta.findColumnWithPropertyName(p)!);
  const name = (c: (typeof columns)[number]) => driver.escape(c.databaseName);
  const replaced = columns.filter((c) => REPLACED.includes(c.propertyName));
  const onConflict = onConflictUpdate(
    upsertFlavour(manager.connection),
    ['session_id', 'question_id'].map((c) => driver.escape(c)),
    (incoming) => replaced.map((c) => `${name(c)} = ${incoming(name(c))}`),
  );
  return {
    columns,
    prefix: `INSERT INTO ${driver.escape(meta.tableName)} (${columns.map(name).join(', ')}) VALUES `,
    tuple: `(${columns.map(() => '?').join(', ')})`,
    suffix: ` ${onConflict}`,
  };
}

/**
 * The answer batch's statements, in the caller's transaction (the student's row lock): what the
 * rules read before a batch, and the batch's one upsert.
 */
@Injectable()
export class AnswersRepository {
  /** The upsert's fixed text, built on first use (one data source per repository). */
  private statement?: UpsertStatement;

  /**
   * One parameterised multi-row upsert (a later answer to a stored question replaces it). Written
   * by hand, not by TypeORM's insert builder: with ~11 named parameters per row the builder's
   * parameter lookup and escaping grew with the square of the batch and cost more CPU than the
   * database's work. Values go through the driver's own column conversion (dates,
   * simple-json), so the stored rows are what the builder stored; the statement's fixed
   * parts are built once, and the values every row shares are converted once per batch.
   */
  async upsert(manager: EntityManager, rows: AnswerRow[]): Promise<void> {
    if (!rows.length) return;
    const { driver } = manager.connection;
    const { columns, prefix, tuple, suffix } = (this.statement ??= upsertStatement(manager));
    const shared = new Map(
      columns
        .filter((c) => SHARED.includes(c.propertyName))
        .map((c) => [c, driver.preparePersistentValue(rows[0][c.propertyName as Column], c)]),
    );
    const parameters: unknown[] = [];
    for (const row of rows) {
      for (const c of columns) {
        parameters.push(
          shared.has(c)
            ? shared.get(c)
            : driver.preparePersistentValue(row[c.propertyName as Column], c),
        );
      }
    }
    const values = new Array<string>(rows.length).fill(tuple).join(', ');
    await manager.query(`${prefix}${values}${suffix}`, parameters);
  }

  /**
   * What the rules read, in one statement of plain rows: the session's stored answers (of any
   * user: another's answers make it theirs), when the student reached "UniReady Part I
   * completed" (null: not yet), and the ids of the progress rows of the session and of the
   * student's completions of `types`. Those rows, when there are any (a session already saved,
   * a completion of the type), are then loaded as entities by id: a new session of a student
   * without completions, the usual batch, is this one read (a second statement in parallel cost
   * more than its work). No answer row when the student does not exist; the upsert's foreign
   * key then refuses it.
   */
  async storedOf(
    manager: EntityManager,
    userId: string,
    types: readonly AssessmentType[],
    sessionId: string,
  ): Promise<StoredSession> {
    const { driver } = manager.connection;
    const stage = manager.connection
      .getMetadata(User)
      .findColumnWithDatabaseName(STAGES.uniready_part_i_completed.column)!;
    const rows = (await manager.query(
      `SELECT u.${stage.databaseName} AS reached, a.user_id AS userId, a.question_id AS questionId, ` +
        'a.score AS score, a.category AS category, NULL AS progressId ' +
        'FROM users u LEFT JOIN assessment_answers a ON a.session_id = ? WHERE u.id = ? ' +
        'UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, p.id FROM assessment_progress p ' +
        'WHERE p.session_id = ? OR (p.user_id = ? AND p.is_completed = 1 ' +
        `AND p.assessment_type IN (${types.map(() => '?').join(', ')}))`,
      [sessionId, userId, sessionId, userId, ...types],
    )) as (StoredRow & {
      reached: unknown;
      questionId: number | null;
      progressId: number | null;
    })[];
    const ids = rows.filter((r) => r.progressId !== null).map((r) => Number(r.progressId));
    const reached: unknown = rows.find((r) => r.progressId === null)?.reached ?? null;
    return {
      progress: ids.length ? await manager.findBy(AssessmentProgress, { id: In(ids) }) : [],
      stored: rows.filter((r) => r.questionId !== null),
      partIReachedAt:
        reached === null ? null : (driver.prepareHydratedValue(reached, stage) as Date),
    };
  }
}

import type { AssessmentType, FunnelStageKey } from '@aspire/domain';
import { EntityManager } from 'typeorm';
import { User } from '../users/entities/user.entity';

/**
 * The funnel's per-student summary (docs/decisions/0036-funnel-summary-on-users.md): for
 * each stage after verification, the first time the student reached it, on `users`. Each column is
 * exactly the MIN of the rows that make the stage, so `column < :to` means the same as "such a row
 * exists before :to", and the funnel is one range scan of one covering index.
 *
 * Kept in the same transaction as every write to those rows by `refreshStages` (which
 * recomputes the named columns from the rows, right for inserts, updates and deletes alike),
 * or by `reachStage` where a write can only move a stage earlier (a conditional write to the
 * student's row alone: before an insert stamped `at` it also takes the student's row lock before
 * the insert's foreign-key check does). The migration backfills them
 * with a frozen copy of this SQL (migration 1733103000000).
 */
export type StageKey = Exclude<
  FunnelStageKey,
  'rostered_addresses' | 'registered_from_roster' | 'domain_signups' | 'registered' | 'verified'
>;

const progress = (type: AssessmentType, completed: boolean) =>
  completed
    ? `SELECT MIN(p.last_completion_date) FROM assessment_progress p WHERE p.user_id = users.id AND p.assessment_type = '${type}' AND p.is_completed = 1`
    : `SELECT MIN(p.created_at) FROM assessment_progress p WHERE p.user_id = users.id AND p.assessment_type = '${type}'`;

/** Each stage: its column on `users` and the SQL of its value for the student `users.id`. */
export const STAGES: Record<StageKey, { column: string; source: string }> = {
  futureready_started: { column: 'futureready_started_at', source: progress('Career', false) },
  futureready_completed: { column: 'futureready_completed_at', source: progress('Career', true) },
  uniready_part_i_started: {
    column: 'uniready_part_i_started_at',
    source: progress('Subject', false),
  },
  // UniReady Part I and II are one session: Part I is done once Part I answers are stored.
  uniready_part_i_completed: {
    column: 'uniready_part_i_completed_at',
    source:
      "SELECT MIN(a.created_at) FROM assessment_answers a WHERE a.user_id = users.id AND a.assessment_type = 'Subject' AND a.category = 'Part I'",
  },
  uniready_part_ii_completed: {
    column: 'uniready_part_ii_completed_at',
    source: progress('Subject', true),
  },
  uniready_part_iii_started: {
    column: 'uniready_part_iii_started_at',
    source: progress('SubjectPart3', false),
  },
  uniready_part_iii_completed: {
    column: 'uniready_part_iii_completed_at',
    source: progress('SubjectPart3', true),
  },
  studystyle_started: { column: 'studystyle_started_at', source: progress('Learning', false) },
  studystyle_completed: { column: 'studystyle_completed_at', source: progress('Learning', true) },
  insights_generated: {
    column: 'insights_generated_at',
    source: 'SELECT MIN(i.generated_at) FROM insights i WHERE i.user_id = users.id',
  },
  enrich_used: {
    column: 'enrich_used_at',
    source: 'SELECT MIN(m.generated_at) FROM material_sets m WHERE m.user_id = users.id',
  },
};

export const STAGE_KEYS = Object.keys(STAGES) as StageKey[];

/** The stages a progress row of `type` makes (started, completed). */
export const PROGRESS_STAGES: Record<AssessmentType, StageKey[]> = {
  Career: ['futureready_started', 'futureready_completed'],
  Subject: ['uniready_part_i_started', 'uniready_part_ii_completed'],
  SubjectPart3: ['uniready_part_iii_started', 'uniready_part_iii_completed'],
  Learning: ['studystyle_started', 'studystyle_completed'],
};

/** The stages the answers of `type` make (deleting them may undo it). */
export const ANSWER_STAGES: Partial<Record<AssessmentType, StageKey[]>> = {
  Subject: ['uniready_part_i_completed'],
};

/**
 * Recomputes `stages` of one student (or, with `userId` null, of every user: the backfill)
 * from the rows they summarise: one UPDATE.
 */
export async function refreshStages(
  manager: EntityManager,
  userId: string | null,
  stages: readonly StageKey[] = STAGE_KEYS,
): Promise<void> {
  if (!stages.length) return;
  const set = stages.map((k) => `${STAGES[k].column} = (${STAGES[k].source})`).join(', ');
  if (userId === null) await manager.query(`UPDATE users SET ${set}`);
  else await manager.query(`UPDATE users SET ${set} WHERE id = ?`, [userId]);
}

/**
 * Records that the student reached `stage` at `at`, before the rows that make it are inserted
 * in the same transaction (stamped `at`): the column keeps the earliest time.
 */
export async function reachStage(
  manager: EntityManager,
  userId: string,
  stage: StageKey,
  at: Date,
): Promise<void> {
  const column = STAGES[stage].column;
  const property = column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  // Through the query builder, so `at` is written the way each driver stores a datetime.
  await manager
    .createQueryBuilder()
    .update(User)
    .set({ [property]: at })
    .where(`id = :userId AND (${column} IS NULL OR ${column} > :at)`, { userId, at })
    .execute();
}

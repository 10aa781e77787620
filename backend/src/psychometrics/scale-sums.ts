import { AssessmentType } from '@aspire/domain';
import { EntityManager, In } from 'typeorm';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { User } from '../users/entities/user.entity';
import { versionKey } from './cohort-sql';
import { ScaleOptionCounts, ScalePairSums } from './entities/scale-sums.entity';

/** One completed session's answers, as the scale-health sums count them. */
export type SessionAnswers = {
  type: AssessmentType;
  /** The session's instrument version; null for a session from before versions were kept. */
  version: string | null;
  answers: readonly { questionId: number; facet: string; score: number }[];
};

const ROWS_PER_STATEMENT = 400;

/**
 * Adds (`sign` 1) or removes (`sign` -1) completed sessions of students to the scale-health
 * sums: per facet, every pair of its items (i ≤ j) and every chosen score. One multi-row upsert
 * per table (chunked), run in the caller's transaction, so the sums move with the completion.
 */
export async function applySessionSums(
  manager: EntityManager,
  sessions: readonly SessionAnswers[],
  sign: 1 | -1,
): Promise<void> {
  const pairs = new Map<string, (string | number)[]>();
  const options = new Map<string, (string | number)[]>();
  for (const s of sessions) {
    const version = versionKey(s.version);
    const byFacet = new Map<string, { questionId: number; score: number }[]>();
    for (const a of s.answers) byFacet.set(a.facet, [...(byFacet.get(a.facet) ?? []), a]);
    for (const [facet, items] of byFacet) {
      const sorted = [...items].sort((a, b) => a.questionId - b.questionId);
      for (let x = 0; x < sorted.length; x++) {
        for (let y = x; y < sorted.length; y++) {
          const [i, j] = [sorted[x], sorted[y]];
          const key = `${s.type}|${version}|${facet}|${i.questionId}|${j.questionId}`;
          const row = pairs.get(key) ?? [
            s.type,
            version,
            facet,
            i.questionId,
            j.questionId,
            0,
            0,
            0,
            0,
          ];
          row[5] = (row[5] as number) + sign;
          row[6] = (row[6] as number) + sign * i.score;
          row[7] = (row[7] as number) + sign * j.score;
          row[8] = (row[8] as number) + sign * i.score * j.score;
          pairs.set(key, row);
        }
      }
    }
    for (const a of s.answers) {
      const key = `${s.type}|${version}|${a.questionId}|${a.score}`;
      const row = options.get(key) ?? [s.type, version, a.questionId, a.score, 0];
      row[4] = (row[4] as number) + sign;
      options.set(key, row);
    }
  }
  await upsertAdding(
    manager,
    'scale_pair_sums',
    ['assessment_type', 'instrument_version', 'facet', 'question_i', 'question_j'],
    ['n', 'sum_i', 'sum_j', 'sum_products'],
    [...pairs.values()],
  );
  await upsertAdding(
    manager,
    'scale_option_counts',
    ['assessment_type', 'instrument_version', 'question_id', 'score'],
    ['count'],
    [...options.values()],
  );
}

/**
 * `INSERT … ON DUPLICATE KEY UPDATE c = c + VALUES(c)` (MySQL, MariaDB) or
 * `INSERT … ON CONFLICT (key) DO UPDATE SET c = c + excluded.c` (SQLite): one atomic statement
 * per chunk, so parallel completions add up without a lock on the sums.
 */
async function upsertAdding(
  manager: EntityManager,
  table: string,
  keys: string[],
  adds: string[],
  rows: (string | number)[][],
): Promise<void> {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  const columns = [...keys, ...adds];
  const q = (c: string) => (sqlite ? `"${c}"` : `\`${c}\``);
  const conflict = sqlite
    ? `ON CONFLICT (${keys.map(q).join(', ')}) DO UPDATE SET ${adds
        .map((c) => `${q(c)} = ${q(c)} + excluded.${q(c)}`)
        .join(', ')}`
    : `ON DUPLICATE KEY UPDATE ${adds.map((c) => `${q(c)} = ${q(c)} + VALUES(${q(c)})`).join(', ')}`;
  const placeholder = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    await manager.query(
      `INSERT INTO ${table} (${columns.map(q).join(', ')}) VALUES ${chunk
        .map(() => placeholder)
        .join(', ')} ${conflict}`,
      chunk.flat(),
    );
  }
}

/**
 * Removes a student's completed sessions (of one type, or all) from the sums, before they are
 * deleted or erased: run in the same transaction as the deletion.
 */
export async function subtractCompletedSessions(
  manager: EntityManager,
  userId: string,
  type?: AssessmentType,
): Promise<void> {
  const student = await manager.existsBy(User, { id: userId, role: 'user' });
  if (!student) return;
  const sessions = await manager.find(AssessmentProgress, {
    where: { userId, isCompleted: true, ...(type ? { assessmentType: type } : {}) },
  });
  if (!sessions.length) return;
  const answers = await manager.find(AssessmentAnswer, {
    select: ['sessionId', 'assessmentType', 'questionId', 'facet', 'score'],
    where: { userId, sessionId: In(sessions.map((s) => s.sessionId)) },
  });
  await applySessionSums(
    manager,
    sessions.map((s) => ({
      type: s.assessmentType,
      version: s.instrumentVersion,
      answers: answers.filter(
        (a) => a.sessionId === s.sessionId && a.assessmentType === s.assessmentType,
      ),
    })),
    -1,
  );
}

/** The stored pair sums of one version across all schools (a few hundred rows). */
export async function storedPairSums(
  manager: EntityManager,
  type: AssessmentType,
  version: string | null,
) {
  const rows = await manager.find(ScalePairSums, {
    where: { assessmentType: type, instrumentVersion: versionKey(version) },
  });
  return rows
    .filter((r) => Number(r.n) > 0)
    .map((r) => ({
      facet: r.facet,
      questionI: r.questionI,
      questionJ: r.questionJ,
      n: Number(r.n),
      sumI: Number(r.sumI),
      sumJ: Number(r.sumJ),
      sumProducts: Number(r.sumProducts),
    }));
}

/** The stored option counts of one version across all schools. */
export async function storedScoreCounts(
  manager: EntityManager,
  type: AssessmentType,
  version: string | null,
) {
  const rows = await manager.find(ScaleOptionCounts, {
    where: { assessmentType: type, instrumentVersion: versionKey(version) },
  });
  return rows
    .filter((r) => Number(r.count) > 0)
    .map((r) => ({ questionId: r.questionId, score: r.score, count: Number(r.count) }));
}

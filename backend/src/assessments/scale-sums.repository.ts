import { AssessmentType } from '@aspire/domain';
import { EntityManager, In } from 'typeorm';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { User } from '../users/entities/user.entity';
import { versionKey } from './instrument-version-key';
import { NO_SCHOOL, ScaleSessionCounts } from '../psychometrics/entities/scale-sums.entity';
import { onConflictUpdate, upsertFlavour } from '../database/upsert';
import { applyFacetTotals } from './facet-totals.repository';

/** One completed session's answers, as the scale-health sums count them. */
export type SessionAnswers = {
  type: AssessmentType;
  /** The session's instrument version; null for a session from before versions were kept. */
  version: string | null;
  /** The student's school today; null: none. */
  schoolId: number | null;
  /** When it was completed (the session's `last_completion_date`). */
  completedAt: Date | null;
  /**
   * Whether it is the student's latest completed session of its type: only that one counts in
   * the norm histograms, one session per student (docs/decisions/0075-norms-count-each-student-once.md);
   * the scale sums count every session.
   */
  latest: boolean;
  answers: readonly { questionId: number; facet: string; score: number }[];
};

const ROWS_PER_STATEMENT = 400;

/**
 * Adds (`sign` 1) or removes (`sign` -1) completed sessions of students to the scale-health
 * sums and the norm histograms of their school: per facet, every pair of its items (i ≤ j),
 * every chosen score and the facet's total. One multi-row upsert per table (chunked), run in the
 * caller's transaction, so the sums move with the completion.
 */
export async function applySessionSums(
  manager: EntityManager,
  sessions: readonly SessionAnswers[],
  sign: 1 | -1,
): Promise<void> {
  const pairs = new Map<string, (string | number)[]>();
  const options = new Map<string, (string | number)[]>();
  const counts = new Map<
    string,
    { key: (string | number)[]; n: number; first: Date | null; last: Date | null }
  >();
  for (const s of sessions) {
    const version = versionKey(s.version);
    const school = s.schoolId ?? NO_SCHOOL;
    const countKey = `${s.type}|${version}|${school}`;
    const count = counts.get(countKey) ?? {
      key: [s.type, version, school],
      n: 0,
      first: null,
      last: null,
    };
    count.n += sign;
    // A subtraction leaves the bounds as they are (no date: the upsert keeps the stored ones).
    if (sign === 1 && s.completedAt) {
      if (!count.first || s.completedAt < count.first) count.first = s.completedAt;
      if (!count.last || s.completedAt > count.last) count.last = s.completedAt;
    }
    counts.set(countKey, count);
    const byFacet = new Map<string, { questionId: number; score: number }[]>();
    for (const a of s.answers) byFacet.set(a.facet, [...(byFacet.get(a.facet) ?? []), a]);
    for (const [facet, items] of byFacet) {
      const sorted = [...items].sort((a, b) => a.questionId - b.questionId);
      for (let x = 0; x < sorted.length; x++) {
        for (let y = x; y < sorted.length; y++) {
          const [i, j] = [sorted[x], sorted[y]];
          const key = `${s.type}|${version}|${school}|${facet}|${i.questionId}|${j.questionId}`;
          const row = pairs.get(key) ?? [
            s.type,
            version,
            school,
            facet,
            i.questionId,
            j.questionId,
            0,
            0,
            0,
            0,
          ];
          row[6] = (row[6] as number) + sign;
          row[7] = (row[7] as number) + sign * i.score;
          row[8] = (row[8] as number) + sign * j.score;
          row[9] = (row[9] as number) + sign * i.score * j.score;
          pairs.set(key, row);
        }
      }
    }
    for (const a of s.answers) {
      const key = `${s.type}|${version}|${school}|${a.questionId}|${a.score}`;
      const row = options.get(key) ?? [s.type, version, school, a.questionId, a.score, 0];
      row[5] = (row[5] as number) + sign;
      options.set(key, row);
    }
  }
  await upsertAdding(
    manager,
    'scale_pair_sums',
    ['assessment_type', 'instrument_version', 'school_id', 'facet', 'question_i', 'question_j'],
    ['n', 'sum_i', 'sum_j', 'sum_products'],
    [...pairs.values()],
  );
  await upsertAdding(
    manager,
    'scale_option_counts',
    ['assessment_type', 'instrument_version', 'school_id', 'question_id', 'score'],
    ['count'],
    [...options.values()],
  );
  await upsertSessionCounts(manager, [...counts.values()]);
  // The norm histograms move with the same sessions, so every path that keeps the sums
  // (completion, deletion, erasure, a school or role change) keeps them too: each student's
  // latest session of a type only.
  await applyFacetTotals(
    manager,
    sessions.filter((s) => s.latest),
    sign,
  );
}

/** A completed session's place in the order "latest first": its completion, then its row id. */
type Dated = { id: number; lastCompletionDate: Date | null };

/**
 * Whether `a` comes after `b`: completed later, or at the same moment with a higher id (a session
 * without a date comes before any dated one), as SQL's `ORDER BY last_completion_date DESC, id
 * DESC` puts them.
 */
export function isLater(a: Dated, b: Dated): boolean {
  const at = (d: Dated) => d.lastCompletionDate?.getTime() ?? Number.NEGATIVE_INFINITY;
  return at(a) !== at(b) ? at(a) > at(b) : a.id > b.id;
}

/** The latest of each type among completed sessions. */
function latestOfEach<T extends Dated & { assessmentType: AssessmentType }>(rows: readonly T[]) {
  const latest = new Map<AssessmentType, T>();
  for (const r of rows) {
    const known = latest.get(r.assessmentType);
    if (!known || isLater(r, known)) latest.set(r.assessmentType, r);
  }
  return latest;
}

/**
 * A completion: the session joins the scale sums, and, being the student's latest of its type,
 * the norm histograms, where it takes the place of the student's session before it (which stays
 * in the sums). Run in the completion's transaction under the student's row lock, after the
 * session is marked completed.
 */
export async function addCompletedSession(
  manager: EntityManager,
  userId: string,
  sessionId: string,
  session: Omit<SessionAnswers, 'latest'>,
): Promise<void> {
  const rows = await manager.find(AssessmentProgress, {
    select: { id: true, sessionId: true, assessmentType: true, lastCompletionDate: true },
    where: { userId, assessmentType: session.type, isCompleted: true },
  });
  const own = rows.find((r) => r.sessionId === sessionId);
  const before = latestOfEach(rows.filter((r) => r.sessionId !== sessionId)).get(session.type);
  const latest = !own || !before || isLater(own, before);
  if (latest && before) {
    const [previous] = await sessionsWithAnswers(manager, userId, session.schoolId, [before.id]);
    await applyFacetTotals(manager, [previous], -1);
  }
  await applySessionSums(manager, [{ ...session, latest }], 1);
}

/**
 * Adds to the kept session counts; the first/last completion widen to include the added dates
 * (LEAST/GREATEST of the stored and the new, NULL meaning "none"), in the same kind of one-statement
 * upsert as the sums.
 */
async function upsertSessionCounts(
  manager: EntityManager,
  rows: { key: (string | number)[]; n: number; first: Date | null; last: Date | null }[],
): Promise<void> {
  if (!rows.length) return;
  const driver = manager.connection.driver;
  const metadata = manager.connection.getMetadata(ScaleSessionCounts);
  const asStored = (property: 'firstCompletedAt' | 'lastCompletedAt', d: Date | null) =>
    d === null
      ? null
      : (driver.preparePersistentValue(
          d,
          metadata.findColumnWithPropertyName(property)!,
        ) as unknown);
  const flavour = upsertFlavour(manager.connection);
  const [least, greatest] = flavour === 'sqlite' ? ['MIN', 'MAX'] : ['LEAST', 'GREATEST'];
  const update = onConflictUpdate(
    flavour,
    ['assessment_type', 'instrument_version', 'school_id'],
    (fresh) => {
      const bound = (fn: string, c: string) =>
        `${c} = ${fn}(COALESCE(${c}, ${fresh(c)}), COALESCE(${fresh(c)}, ${c}))`;
      return [
        `sessions = sessions + ${fresh('sessions')}`,
        bound(least, 'first_completed_at'),
        bound(greatest, 'last_completed_at'),
      ];
    },
  );
  await manager.query(
    `INSERT INTO scale_session_counts
       (assessment_type, instrument_version, school_id, sessions, first_completed_at, last_completed_at)
     VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
     ${update}`,
    rows.flatMap((r) => [
      ...r.key,
      r.n,
      asStored('firstCompletedAt', r.first),
      asStored('lastCompletedAt', r.last),
    ]),
  );
}

/**
 * `INSERT … ON CONFLICT (key) DO UPDATE SET c = c + excluded.c` (SQLite; the row-alias or
 * `VALUES()` form on MySQL and MariaDB, `onConflictUpdate`): one atomic statement
 * per chunk, so parallel completions add up without a lock on the sums.
 */
async function upsertAdding(
  manager: EntityManager,
  table: string,
  keys: string[],
  adds: string[],
  rows: (string | number)[][],
): Promise<void> {
  const flavour = upsertFlavour(manager.connection);
  const columns = [...keys, ...adds];
  const q = (c: string) => (flavour === 'sqlite' ? `"${c}"` : `\`${c}\``);
  const conflict = onConflictUpdate(flavour, keys.map(q), (incoming) =>
    adds.map((c) => `${q(c)} = ${q(c)} + ${incoming(q(c))}`),
  );
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

/** Whose sessions the sums count: a student (`role = 'user'`) of a school, or not at all. */
export type SumsMember = { role: string; schoolId: number | null };

const counted = (m: SumsMember | null | undefined): m is SumsMember => m?.role === 'user';

/** Completed sessions (by row id) of a student with their answers, as the sums count them. */
async function sessionsWithAnswers(
  manager: EntityManager,
  userId: string,
  schoolId: number | null,
  ids: readonly number[],
  latest: ReadonlySet<number> = new Set(ids),
): Promise<SessionAnswers[]> {
  if (!ids.length) return [];
  const sessions = await manager.find(AssessmentProgress, { where: { id: In([...ids]) } });
  const answers = await manager.find(AssessmentAnswer, {
    select: ['sessionId', 'assessmentType', 'questionId', 'facet', 'score'],
    where: { userId, sessionId: In(sessions.map((s) => s.sessionId)) },
  });
  return sessions.map((s) => ({
    type: s.assessmentType,
    version: s.instrumentVersion,
    schoolId,
    completedAt: s.lastCompletionDate,
    latest: latest.has(s.id),
    answers: answers.filter(
      (a) => a.sessionId === s.sessionId && a.assessmentType === s.assessmentType,
    ),
  }));
}

/** A student's completed sessions (of one type, or all), each marked latest of its type or not. */
async function completedOf(manager: EntityManager, userId: string, type?: AssessmentType) {
  return manager.find(AssessmentProgress, {
    select: { id: true, sessionId: true, assessmentType: true, lastCompletionDate: true },
    where: { userId, isCompleted: true, ...(type ? { assessmentType: type } : {}) },
  });
}

/** A student's completed sessions (of one type, or all) with their answers, as the sums count them. */
async function completedSessionsOf(
  manager: EntityManager,
  userId: string,
  schoolId: number | null,
  type?: AssessmentType,
): Promise<SessionAnswers[]> {
  const rows = await completedOf(manager, userId, type);
  const latest = new Set([...latestOfEach(rows).values()].map((r) => r.id));
  return sessionsWithAnswers(
    manager,
    userId,
    schoolId,
    rows.map((r) => r.id),
    latest,
  );
}

/**
 * Removes a student's completed sessions (of one type, or all, or the given ones) from the sums,
 * before they are deleted or erased: run in the same transaction as the deletion, under the
 * student's row lock. When a latest session of a type goes and an earlier one stays, the latest
 * of those left takes its place in the norm histograms.
 */
export async function subtractCompletedSessions(
  manager: EntityManager,
  userId: string,
  type?: AssessmentType,
  sessionIds?: readonly string[],
): Promise<void> {
  const user = await manager.findOneBy(User, { id: userId });
  if (!counted(user)) return;
  const rows = await completedOf(manager, userId, type);
  const going = sessionIds ? rows.filter((r) => sessionIds.includes(r.sessionId)) : rows;
  if (!going.length) return;
  const latest = latestOfEach(rows);
  const staying = latestOfEach(rows.filter((r) => !going.includes(r)));
  const ids = going.map((r) => r.id);
  const latestIds = new Set([...latest.values()].map((r) => r.id));
  await applySessionSums(
    manager,
    await sessionsWithAnswers(manager, userId, user.schoolId, ids, latestIds),
    -1,
  );
  const promoted = [...staying.entries()]
    .filter(([t, r]) => latest.get(t)?.id !== r.id)
    .map(([, r]) => r.id);
  if (promoted.length) {
    await applyFacetTotals(
      manager,
      await sessionsWithAnswers(manager, userId, user.schoolId, promoted),
      1,
    );
  }
}

/**
 * A student's sessions follow them: when an account's school or role changes, its completed
 * sessions leave the sums of the old school (or, for a student who becomes staff, the sums) and
 * join those of the new one (or, for staff who become a student, join them). Run in the
 * transaction of the change, after the account's row lock, so a completion cannot slip between.
 */
export async function moveCompletedSessions(
  manager: EntityManager,
  userId: string,
  before: SumsMember,
  after: SumsMember,
): Promise<void> {
  const same =
    counted(before) === counted(after) && (!counted(before) || before.schoolId === after.schoolId);
  if (same) return;
  const sessions = await completedSessionsOf(manager, userId, null);
  if (!sessions.length) return;
  if (counted(before)) {
    await applySessionSums(
      manager,
      sessions.map((s) => ({ ...s, schoolId: before.schoolId })),
      -1,
    );
  }
  if (counted(after)) {
    await applySessionSums(
      manager,
      sessions.map((s) => ({ ...s, schoolId: after.schoolId })),
      1,
    );
  }
}

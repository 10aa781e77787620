// Scale health needs respondents: students with completed sessions on one instrument version,
// written straight into the database (what 35 students taking FutureReady would leave behind).
import { randomUUID } from 'node:crypto';
import { executeSql, queryRows } from './database';
import { databaseKind } from './env';

const at = (d: Date) =>
  databaseKind === 'sqlite' ? d.toISOString().replace('T', ' ').slice(0, 23) : d;

/** The seeded bank's first Career facet with at least `min` items: its name and question ids. */
export async function careerFacet(min = 3) {
  const rows = await queryRows<{ id: number; facet: string; sub_category: string }>(
    `SELECT q.id AS id, f.name AS facet, q.sub_category AS sub_category
       FROM questions q JOIN facets f ON f.id = q.facet_id
      WHERE q.status = 'Career Assessments' ORDER BY q.id`,
  );
  const byFacet = new Map<string, typeof rows>();
  for (const r of rows) byFacet.set(r.facet, [...(byFacet.get(r.facet) ?? []), r]);
  const found = [...byFacet.values()].find((items) => items.length >= min);
  if (!found) throw new Error(`no Career facet with ${min} items in the seeded bank`);
  return { facet: found[0].facet, subCategory: found[0].sub_category, ids: found.map((r) => r.id) };
}

/**
 * `count` students with one completed Career session each on `version`, answering the facet's
 * items around a personal level (1–5) so the items agree.
 */
export async function seedRespondents(version: string, count: number, schoolId: number | null) {
  const { facet, subCategory, ids } = await careerFacet();
  const now = new Date();
  const users: unknown[] = [];
  const progress: unknown[] = [];
  const answers: unknown[] = [];
  for (let r = 0; r < count; r++) {
    const id = randomUUID();
    const tag = id.slice(0, 12);
    const sessionId = randomUUID();
    users.push([id, `r${tag}@respondents.test`, `r_${tag}`, `r_${tag}`, 'x', 14, 'user', 'user']);
    users.push([schoolId, 0, at(now), at(now), at(now)]);
    progress.push([id, sessionId, 'Career', 1, at(now), version, at(now), at(now)]);
    const level = 1 + (r % 5);
    ids.forEach((questionId, i) => {
      const score = Math.min(5, Math.max(1, level + ((r + i) % 3) - 1));
      answers.push([id, sessionId, 'Career', questionId, 'FutureReady', subCategory, facet]);
      answers.push(['[]', score, at(now)]);
    });
  }
  const flat = (rows: unknown[]) => rows.flat() as unknown[];
  const groups = (n: number, size: number) =>
    Array.from({ length: n }, () => `(${Array(size).fill('?').join(', ')})`).join(', ');
  await executeSql(
    `INSERT INTO users (id, email, username, username_key, password_hash, age, role, app_role,
       school_id, token_version, email_verified_at, created_at, updated_at) VALUES ${groups(count, 13)}`,
    flat(users),
  );
  await executeSql(
    `INSERT INTO assessment_progress (user_id, session_id, assessment_type, is_completed,
       last_completion_date, instrument_version, created_at, updated_at) VALUES ${groups(count, 8)}`,
    flat(progress),
  );
  await executeSql(
    `INSERT INTO assessment_answers (user_id, session_id, assessment_type, question_id, category,
       sub_category, facet, taxonomy, score, created_at) VALUES ${groups(count * ids.length, 10)}`,
    flat(answers),
  );
  await rebuildSums(version);
  return { facet, items: ids.length };
}

/**
 * The kept sums scale health reads (a completion adds to them in its transaction);
 * rows written straight to the database add nothing, so rebuild the version's sums and session
 * counts the way the ScaleHealthSums(BySchool) and ScaleHealthSessionCounts migrations built them
 * from existing sessions.
 */
async function rebuildSums(version: string) {
  const completed = `FROM assessment_progress p
       INNER JOIN users u ON u.id = p.user_id AND u.role = 'user'
       INNER JOIN assessment_answers a1 ON a1.user_id = p.user_id
         AND a1.assessment_type = p.assessment_type AND a1.session_id = p.session_id
       WHERE p.is_completed = 1 AND p.assessment_type = 'Career' AND p.instrument_version = ?`;
  for (const table of ['scale_pair_sums', 'scale_option_counts', 'scale_session_counts']) {
    await executeSql(
      `DELETE FROM ${table} WHERE assessment_type = 'Career' AND instrument_version = ?`,
      [version],
    );
  }
  await executeSql(
    `INSERT INTO scale_pair_sums
       (assessment_type, instrument_version, school_id, facet, question_i, question_j, n, sum_i, sum_j, sum_products)
     SELECT p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0), a1.facet,
       a1.question_id, a2.question_id,
       COUNT(*), SUM(a1.score), SUM(a2.score), SUM(a1.score * a2.score)
     ${completed.replace(
       'WHERE',
       `INNER JOIN assessment_answers a2 ON a2.user_id = a1.user_id
         AND a2.assessment_type = a1.assessment_type AND a2.session_id = a1.session_id
         AND a2.facet = a1.facet AND a2.question_id >= a1.question_id
       WHERE`,
     )}
     GROUP BY p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0), a1.facet,
       a1.question_id, a2.question_id`,
    [version],
  );
  await executeSql(
    `INSERT INTO scale_option_counts
       (assessment_type, instrument_version, school_id, question_id, score, count)
     SELECT p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0), a1.question_id,
       a1.score, COUNT(*)
     ${completed}
     GROUP BY p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0), a1.question_id,
       a1.score`,
    [version],
  );
  await executeSql(
    `INSERT INTO scale_session_counts
       (assessment_type, instrument_version, school_id, sessions, first_completed_at, last_completed_at)
     SELECT p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0), COUNT(*),
       MIN(p.last_completion_date), MAX(p.last_completion_date)
     FROM assessment_progress p
     INNER JOIN users u ON u.id = p.user_id AND u.role = 'user'
     WHERE p.is_completed = 1 AND p.assessment_type = 'Career' AND p.instrument_version = ?
     GROUP BY p.assessment_type, p.instrument_version, COALESCE(u.school_id, 0)`,
    [version],
  );
}

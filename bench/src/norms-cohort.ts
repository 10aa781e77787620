/**
 * N1's cohort: one FutureReady version answered `answers` times (6 facets × 5 items, scores
 * 1–5, one trait per facet and session plus noise) by students of `schools` schools, the seeded
 * demo student's school first. The answers are drawn in memory and summed into what the
 * completions keep — norm histograms (per school and all schools), scale pair sums, option counts
 * and session counts — and only those rows are written, plus the demo student's own session.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'mysql2/promise';

export type NormsCohort = { answers: number; schools: number; version: string };

const FACETS = 6;
const ITEMS = 5;
const TOTALS = ITEMS * 5 + 1;
const PAIRS = (ITEMS * (ITEMS + 1)) / 2;
const BATCH = 2000;
const ALL_SCHOOLS = -1;

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
}

async function insert(pool: Pool, sql: string, rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += BATCH) await pool.query(sql, [rows.slice(i, i + BATCH)]);
}

const facetName = (f: number) => `Bench facet ${f}`;

/** Writes the cohort's kept rows and the student's session: the student, session and row count. */
export async function keptNorms(pool: Pool, email: string, c: NormsCohort) {
  const [[student]] = (await pool.query('SELECT id, school_id FROM users WHERE email = ?', [
    email,
  ])) as [{ id: string; school_id: number }[], unknown];
  const schoolIds = Array.from({ length: c.schools }, (_, i) =>
    i === 0 ? student.school_id : 1_000_000 + i,
  );
  const sessions = Math.ceil(c.answers / (FACETS * ITEMS));
  const histogram = new Float64Array(c.schools * FACETS * TOTALS);
  const pairs = new Float64Array(c.schools * FACETS * PAIRS * 4);
  const options = new Float64Array(c.schools * FACETS * ITEMS * 6);
  const counts = new Float64Array(c.schools);
  const rnd = random(17);
  const scores = new Int32Array(ITEMS);
  let own: number[] = [];
  for (let s = 0; s < sessions; s++) {
    const school = s % c.schools;
    counts[school] += 1;
    const mine: number[] = [];
    for (let f = 0; f < FACETS; f++) {
      const trait = 1 + rnd() * 4;
      let total = 0;
      for (let i = 0; i < ITEMS; i++) {
        scores[i] = Math.min(5, Math.max(1, Math.round(trait + (rnd() - 0.5) * 2)));
        total += scores[i];
        options[((school * FACETS + f) * ITEMS + i) * 6 + scores[i]] += 1;
        mine.push(scores[i]);
      }
      histogram[(school * FACETS + f) * TOTALS + total] += 1;
      let p = 0;
      for (let i = 0; i < ITEMS; i++) {
        for (let j = i; j < ITEMS; j++, p++) {
          const at = ((school * FACETS + f) * PAIRS + p) * 4;
          pairs[at] += 1;
          pairs[at + 1] += scores[i];
          pairs[at + 2] += scores[j];
          pairs[at + 3] += scores[i] * scores[j];
        }
      }
    }
    // The demo student's own session is the first one (at their school).
    if (s === 0) own = mine;
  }
  const head = ['Career', c.version];
  const histogramRows: unknown[][] = [];
  for (let f = 0; f < FACETS; f++) {
    for (let t = 0; t < TOTALS; t++) {
      let all = 0;
      for (let school = 0; school < c.schools; school++) {
        const n = histogram[(school * FACETS + f) * TOTALS + t];
        if (n) histogramRows.push([...head, schoolIds[school], facetName(f), ITEMS, t, n]);
        all += n;
      }
      if (all) histogramRows.push([...head, ALL_SCHOOLS, facetName(f), ITEMS, t, all]);
    }
  }
  const pairRows: unknown[][] = [];
  const optionRows: unknown[][] = [];
  for (let school = 0; school < c.schools; school++) {
    for (let f = 0; f < FACETS; f++) {
      let p = 0;
      for (let i = 0; i < ITEMS; i++) {
        for (let j = i; j < ITEMS; j++, p++) {
          const at = ((school * FACETS + f) * PAIRS + p) * 4;
          const [qi, qj] = [1 + f * ITEMS + i, 1 + f * ITEMS + j];
          pairRows.push([
            ...head,
            schoolIds[school],
            facetName(f),
            qi,
            qj,
            ...pairs.slice(at, at + 4),
          ]);
        }
        for (let score = 1; score <= 5; score++) {
          const n = options[((school * FACETS + f) * ITEMS + i) * 6 + score];
          if (n) optionRows.push([...head, schoolIds[school], 1 + f * ITEMS + i, score, n]);
        }
      }
    }
  }
  const at = new Date();
  await insert(
    pool,
    `INSERT INTO facet_total_counts (assessment_type, instrument_version, school_id, facet, items, total, sessions) VALUES ?`,
    histogramRows,
  );
  await insert(
    pool,
    `INSERT INTO scale_pair_sums (assessment_type, instrument_version, school_id, facet, question_i, question_j, n, sum_i, sum_j, sum_products) VALUES ?`,
    pairRows,
  );
  await insert(
    pool,
    `INSERT INTO scale_option_counts (assessment_type, instrument_version, school_id, question_id, score, count) VALUES ?`,
    optionRows,
  );
  await insert(
    pool,
    `INSERT INTO scale_session_counts (assessment_type, instrument_version, school_id, sessions, first_completed_at, last_completed_at) VALUES ?`,
    schoolIds.map((id, school) => [...head, id, counts[school], at, at]),
  );
  const sessionId = randomUUID();
  await pool.query(
    `INSERT INTO assessment_progress (user_id, session_id, assessment_type, is_completed,
       last_completion_date, instrument_version, created_at, updated_at) VALUES (?, ?, 'Career', 1, ?, ?, ?, ?)`,
    [student.id, sessionId, at, c.version, at, at],
  );
  await insert(
    pool,
    `INSERT INTO assessment_answers (user_id, session_id, assessment_type, question_id, category,
       sub_category, facet, taxonomy, score, created_at) VALUES ?`,
    own.map((score, k) => [
      student.id,
      sessionId,
      'Career',
      1 + k,
      'FutureReady',
      'Bench',
      facetName(Math.floor(k / ITEMS)),
      '[]',
      score,
      at,
    ]),
  );
  const rows = histogramRows.length + pairRows.length + optionRows.length + schoolIds.length;
  return { userId: student.id, sessionId, rows };
}

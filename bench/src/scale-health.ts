/**
 * Scale health at scale: one FutureReady instrument version answered `ANSWERS` times
 * (default 1,000,000; the case is `BENCH_SCALE_ANSWERS=10000000`), 6 facets × 5 items per
 * session. GET /api/admin/scale-health is timed through Aspire's HTTP API against the same two
 * aggregate statements (sums of products per facet pair, option counts) run raw through mysql2,
 * interleaved, median of 5. Cold rounds add one session first, so the cache (keyed by the
 * version's session count) must compute again; warm rounds read the cache.
 * `run()` returns the rows; run alone with
 * `SWC_NODE_PROJECT=tsconfig.json node --require @swc-node/register src/scale-health.ts`.
 */
import { randomUUID } from 'node:crypto';
import { createPool, Pool } from 'mysql2/promise';
import { startBenchApp } from './bench-app';
import { BenchRow, runStandalone } from './bench-row';

const ANSWERS = Number(process.env.BENCH_SCALE_ANSWERS || 1_000_000);
const DATABASE = process.env.BENCH_SCALE_DATABASE_NAME || 'aspire_bench_scale';
const VERSION = 'bench-version';
const FACETS = 6;
const ITEMS = 5;
const ROUNDS = 5;
const BATCH = 2000;

function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) & 0x7fffffff) / 0x7fffffff;
}

async function insert(pool: Pool, table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [
      rows.slice(i, i + BATCH),
    ]);
  }
}

const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'username_key',
  'password_hash',
  'age',
  'role',
  'app_role',
  'token_version',
  'created_at',
  'updated_at',
];
const PROGRESS_COLUMNS = [
  'user_id',
  'session_id',
  'assessment_type',
  'is_completed',
  'last_completion_date',
  'instrument_version',
  'created_at',
  'updated_at',
];
const ANSWER_COLUMNS = [
  'user_id',
  'session_id',
  'assessment_type',
  'question_id',
  'category',
  'sub_category',
  'facet',
  'taxonomy',
  'score',
  'created_at',
];

/** `sessions` students, each with one completed session answering every item. */
async function addSessions(pool: Pool, sessions: number, seed: number) {
  const rnd = random(seed);
  const at = new Date();
  for (let start = 0; start < sessions; start += BATCH) {
    const users: unknown[][] = [];
    const progress: unknown[][] = [];
    const answers: unknown[][] = [];
    // What a completion adds to scale health's sums, summed over the batch.
    const pairs = new Map<string, number[]>();
    const options = new Map<string, number>();
    for (let s = start; s < Math.min(sessions, start + BATCH); s++) {
      const id = randomUUID();
      const session = randomUUID();
      const tag = `${seed}_${s}`;
      users.push([
        id,
        `s${tag}@bench.test`,
        `s${tag}`,
        `s${tag}`,
        'x',
        14,
        'user',
        'user',
        0,
        at,
        at,
      ]);
      progress.push([id, session, 'Career', 1, at, VERSION, at, at]);
      for (let f = 0; f < FACETS; f++) {
        const trait = 1 + rnd() * 4;
        const scores: number[] = [];
        for (let i = 0; i < ITEMS; i++) {
          const score = Math.min(5, Math.max(1, Math.round(trait + (rnd() - 0.5) * 2)));
          scores.push(score);
          const option = `${1 + f * ITEMS + i}|${score}`;
          options.set(option, (options.get(option) ?? 0) + 1);
          answers.push([
            id,
            session,
            'Career',
            1 + f * ITEMS + i,
            'FutureReady',
            'Bench',
            `Facet ${f}`,
            '[]',
            score,
            at,
          ]);
        }
        for (let i = 0; i < ITEMS; i++) {
          for (let j = i; j < ITEMS; j++) {
            const key = `${f}|${1 + f * ITEMS + i}|${1 + f * ITEMS + j}`;
            const sums = pairs.get(key) ?? [0, 0, 0, 0];
            sums[0] += 1;
            sums[1] += scores[i];
            sums[2] += scores[j];
            sums[3] += scores[i] * scores[j];
            pairs.set(key, sums);
          }
        }
      }
    }
    await insert(pool, 'users', USER_COLUMNS, users);
    await insert(pool, 'assessment_progress', PROGRESS_COLUMNS, progress);
    await insert(pool, 'assessment_answers', ANSWER_COLUMNS, answers);
    await pool.query(
      `INSERT INTO scale_pair_sums (assessment_type, instrument_version, school_id, facet,
         question_i, question_j, n, sum_i, sum_j, sum_products) VALUES ?
       ON DUPLICATE KEY UPDATE n = n + VALUES(n), sum_i = sum_i + VALUES(sum_i),
         sum_j = sum_j + VALUES(sum_j), sum_products = sum_products + VALUES(sum_products)`,
      [
        [...pairs].map(([key, sums]) => {
          const [f, i, j] = key.split('|');
          // The bench's students have no school (school key 0).
          return ['Career', VERSION, 0, `Facet ${f}`, Number(i), Number(j), ...sums];
        }),
      ],
    );
    await pool.query(
      `INSERT INTO scale_option_counts (assessment_type, instrument_version, school_id,
         question_id, score, count) VALUES ? ON DUPLICATE KEY UPDATE count = count + VALUES(count)`,
      [
        [...options].map(([key, count]) => {
          const [q, score] = key.split('|');
          return ['Career', VERSION, 0, Number(q), Number(score), count];
        }),
      ],
    );
    // And the version's completed-session count with its first/last completion (one row).
    const done = Math.min(sessions, start + BATCH) - start;
    await pool.query(
      `INSERT INTO scale_session_counts (assessment_type, instrument_version, school_id, sessions,
         first_completed_at, last_completed_at) VALUES (?, ?, 0, ?, ?, ?)
       ON DUPLICATE KEY UPDATE sessions = sessions + VALUES(sessions),
         first_completed_at = LEAST(COALESCE(first_completed_at, VALUES(first_completed_at)), VALUES(first_completed_at)),
         last_completed_at = GREATEST(COALESCE(last_completed_at, VALUES(last_completed_at)), VALUES(last_completed_at))`,
      ['Career', VERSION, done, at, at],
    );
  }
}

/** The two statements scale health ran before the kept sums, written by hand. */
async function rawAggregates(pool: Pool) {
  const sessions = `FROM assessment_progress p JOIN users u ON u.id = p.user_id AND u.role = 'user'`;
  const where = `WHERE p.assessment_type = 'Career' AND p.is_completed = 1 AND p.instrument_version = ?`;
  await pool.query(
    `SELECT a1.facet, a1.question_id, a2.question_id, COUNT(*), SUM(a1.score), SUM(a2.score),
            SUM(a1.score * a2.score)
       ${sessions}
       JOIN assessment_answers a1 ON a1.user_id = p.user_id AND a1.assessment_type = p.assessment_type AND a1.session_id = p.session_id
       JOIN assessment_answers a2 ON a2.user_id = a1.user_id AND a2.assessment_type = a1.assessment_type
        AND a2.session_id = a1.session_id AND a2.facet = a1.facet AND a2.question_id >= a1.question_id
      ${where} GROUP BY a1.facet, a1.question_id, a2.question_id`,
    [VERSION],
  );
  await pool.query(
    `SELECT a.question_id, a.score, COUNT(*) ${sessions}
       JOIN assessment_answers a ON a.user_id = p.user_id AND a.assessment_type = p.assessment_type AND a.session_id = p.session_id
      ${where} GROUP BY a.question_id, a.score`,
    [VERSION],
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(work: () => Promise<unknown>) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, token, databaseUrl } = await startBenchApp(DATABASE, {
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  const pool = createPool({ uri: databaseUrl, connectionLimit: 4 });
  try {
    await addSessions(pool, Math.ceil(ANSWERS / (FACETS * ITEMS)), 1);
    const url = `${aspire}/api/admin/scale-health?assessment_type=Career&version=${VERSION}`;
    const call = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`scale-health answered ${res.status}`);
      const body = (await res.json()) as { facets: { alpha: number | null }[] };
      if (body.facets.length !== FACETS) throw new Error('scale-health did not show every facet');
    };
    const cold: number[] = [];
    const warm: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await addSessions(pool, 1, 100 + round); // a new session: the cache must compute again
      raw.push(await timed(() => rawAggregates(pool)));
      cold.push(await timed(call));
      warm.push(await timed(call));
    }
    const [c, w, r] = [median(cold), median(warm), median(raw)];
    const detail = `${ANSWERS.toLocaleString('en-GB')} answers; cold ${c.toFixed(0)} ms, cached ${w.toFixed(1)} ms, raw SQL ${r.toFixed(0)} ms`;
    return [
      {
        id: 'SH1',
        what: 'scale health, computed from the kept sums (cache missed) vs the self-join SQL it replaced',
        ratio: c / r,
        target: '≤ 0.1×',
        pass: c / r <= 0.1,
        detail,
      },
      {
        id: 'SH2',
        what: 'scale health, cached vs raw aggregate SQL',
        ratio: w / r,
        target: '≤ 0.1×',
        pass: w / r <= 0.1,
        detail,
      },
    ];
  } finally {
    await pool.end();
    await app.close();
  }
}

if (require.main === module) runStandalone(run);

/**
 * P4: a student's score report (GET /api/assessment/scores/:userId, FutureReady) with
 * BENCH_ANSWERS stored answers (default 10 M, over BENCH_STUDENTS = 100,000 students), against
 * the same aggregate SQL run raw through mysql2, interleaved; target p95 ≤ 2× raw. Also checks
 * with EXPLAIN that the aggregate reads answers through an index. Standalone:
 * `npm run bench:p4 -w bench`. The school is the one P7 shares (scale-school.ts: generated once,
 * kept in BENCH_SCALE_DATABASE while BENCH_KEEP_DATABASE=1). The ratio is the median over
 * BENCH_ROUNDS (≥ 5) blocks of each block's p95 ratio, as the other rows take the median of their
 * rounds: one block that a host pause lands in does not decide the row. A block is
 * BENCH_P4_ROUNDS (default 200) timed rounds with a warm token; they follow a warm-up of the
 * same rounds (measure.ts: BENCH_WARMUP_ROUNDS, BENCH_WARMUP_SECONDS).
 */
import { BenchRow, runStandalone } from './bench-row';
import { PASSWORD } from './bench-app';
import { dropScaleDatabase, startScaleApp } from './scale-school';
import {
  captureStatements,
  httpGet,
  interleaved,
  median,
  percentile,
  ROUNDS as BLOCKS,
  warmStatements,
  warmTokenRounds,
} from './measure';

/** A block's p95 of 200 warm rounds: the 190th sample, not one stray pause as with 50. */
const ROUNDS = Number(process.env.BENCH_P4_ROUNDS || 200);

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, pool, school, reused } = await startScaleApp({
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  try {
    console.log(
      `P4: ${school.students} students, ${school.answers.toLocaleString('en')} answers ${reused ? 'reused, generated earlier' : 'generated'} in ${school.seconds.toFixed(0)} s`,
    );
    // The sample student signs in with the seeded password.
    await pool.query(
      "UPDATE users SET password_hash = (SELECT h FROM (SELECT password_hash AS h FROM users WHERE email = 'student@demo-school.test') s) WHERE id = ?",
      [school.sample.userId],
    );
    const login = await fetch(`${aspire}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: school.sample.email, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const url = `${aspire}/api/assessment/scores/${school.sample.userId}?assessmentType=Career`;
    const headers = { authorization: `Bearer ${token}` };
    const report = async () => {
      const res = await httpGet(url, headers);
      if (res.status !== 200) throw new Error(`scores: ${res.status} ${res.body}`);
      return JSON.parse(res.body) as unknown;
    };
    const statements = await captureStatements(app, report);
    const aggregate = statements.find((s) => /GROUP BY/i.test(s.sql));
    if (!aggregate) throw new Error('P4: the report ran no GROUP BY');
    const raw = () => pool.query(aggregate.sql, aggregate.params);
    // A warm token, as a student's repeated calls have it (warmTokenRounds); the cold ones'
    // median is printed apart.
    const { ours, base, cold, warmup } = await warmTokenRounds(app, ROUNDS * BLOCKS, report, raw);
    // The rounds are pairs in order (ours, then raw), so consecutive slices are blocks of pairs.
    const blocks = Array.from({ length: BLOCKS }, (_, b) => ({
      ours: ours.slice(b * ROUNDS, (b + 1) * ROUNDS),
      base: base.slice(b * ROUNDS, (b + 1) * ROUNDS),
    }));
    const ratios = blocks.map((b) => percentile(b.ours, 95) / percentile(b.base, 95));
    const warm = await warmStatements(app, report);
    if (warm.length !== 1 || warm[0].sql !== aggregate.sql)
      throw new Error(`P4: a warm report sent ${warm.length} statements, not the aggregate alone`);
    // Where the time goes: every statement of a cold request, replayed raw in order, and an HTTP
    // round trip that does one database read (the health check).
    const rawAll = async () => {
      for (const s of statements) await pool.query(s.sql, s.params);
    };
    const health = () => httpGet(`${aspire}/api/health`);
    const [all, http] = await interleaved(ROUNDS, rawAll, health);
    const [explain] = (await pool.query(`EXPLAIN ${aggregate.sql}`, aggregate.params)) as [
      { table: string; key: string | null; type: string; rows: number; Extra: string | null }[],
      unknown,
    ];
    const answers = explain.find((r) => r.table === 'a');
    const indexed = !!answers?.key && answers.type !== 'ALL';
    const plan = explain
      .map((r) => `${r.table} ${r.type} ${r.key ?? 'no index'} ~${r.rows} rows`)
      .join(', ');
    const ratio = median(ratios);
    return [
      {
        id: 'P4',
        what: `student's score report at ${(school.answers / 1e6).toFixed(1)} M answers`,
        ratio,
        target: 'p95 ≤ 2× raw; index used',
        pass: ratio <= 2 && indexed,
        detail:
          `after ${warmup.rounds} warm-up rounds (p95 ${percentile(warmup.ours, 95).toFixed(1)} vs ${percentile(warmup.base, 95).toFixed(1)} ms), ` +
          `warm token, ${BLOCKS} blocks of ${ROUNDS} rounds: p95 ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
          `all rounds p95 ${percentile(ours, 95).toFixed(1)} ms vs raw ${percentile(base, 95).toFixed(1)} ms; ` +
          `median ${median(ours).toFixed(1)} vs ${median(base).toFixed(1)} ms; ` +
          `${cold.length} cold-token requests (guard read + aggregate) median ${cold.length ? median(cold).toFixed(1) : '-'} ms; ` +
          `its ${statements.length} cold statements raw median ${median(all).toFixed(1)} ms; ` +
          `HTTP health round trip median ${median(http).toFixed(1)} ms; plan: ${plan}`,
      },
    ];
  } finally {
    await pool.end();
    await app.close();
  }
}

if (require.main === module) runStandalone(run, dropScaleDatabase);

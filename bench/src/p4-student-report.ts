/**
 * P4 (issue 14): a student's score report (GET /api/assessment/scores/:userId, FutureReady) with
 * BENCH_ANSWERS stored answers (default 10 M, over BENCH_STUDENTS = 100,000 students), against
 * the same aggregate SQL run raw through mysql2, interleaved; target p95 ≤ 2× raw. Also checks
 * with EXPLAIN that the aggregate reads answers through an index. Standalone:
 * `npm run bench:p4 -w bench` (BENCH_DATABASE_NAME, default aspire_bench_p4; the database is
 * dropped afterwards unless BENCH_KEEP_DATABASE=1).
 */
import { createPool } from 'mysql2/promise';
import { BenchRow, runStandalone } from './bench-row';
import { PASSWORD, startBenchApp } from './bench-app';
import { dropBenchDatabase, generateSchool } from './generate';
import { captureStatements, interleaved, median, percentile, SCALE } from './measure';

const DATABASE = process.env.BENCH_DATABASE_NAME || 'aspire_bench_p4';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 50);

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, databaseUrl } = await startBenchApp(DATABASE, {
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  const pool = createPool({ uri: databaseUrl, connectionLimit: 4, timezone: 'Z' });
  try {
    const school = await generateSchool(pool, {
      ...SCALE,
      log: (line) => console.log(line),
    });
    console.log(
      `P4: ${school.students} students, ${school.answers.toLocaleString('en')} answers generated in ${school.seconds.toFixed(0)} s`,
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
    const report = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`scores: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const statements = await captureStatements(app, report);
    const aggregate = statements.find((s) => /GROUP BY/i.test(s.sql));
    if (!aggregate) throw new Error('P4: the report ran no GROUP BY');
    const raw = () => pool.query(aggregate.sql, aggregate.params);
    const [ours, base] = await interleaved(ROUNDS, report, raw);
    // Where the time goes: every statement the request sent, replayed raw in order, and an HTTP
    // round trip that does one database read (the health check).
    const rawAll = async () => {
      for (const s of statements) await pool.query(s.sql, s.params);
    };
    const health = () => fetch(`${aspire}/api/health`).then((r) => r.text());
    const [all, http] = await interleaved(ROUNDS, rawAll, health);
    const [explain] = (await pool.query(`EXPLAIN ${aggregate.sql}`, aggregate.params)) as [
      { table: string; key: string | null; type: string }[],
      unknown,
    ];
    const answers = explain.find((r) => r.table === 'a');
    const indexed = !!answers?.key && answers.type !== 'ALL';
    const ratio = percentile(ours, 95) / percentile(base, 95);
    return [
      {
        id: 'P4',
        what: `student's score report at ${(school.answers / 1e6).toFixed(1)} M answers`,
        ratio,
        target: 'p95 ≤ 2× raw; index used',
        pass: ratio <= 2 && indexed,
        detail:
          `p95 ${percentile(ours, 95).toFixed(1)} ms vs raw ${percentile(base, 95).toFixed(1)} ms; ` +
          `median ${median(ours).toFixed(1)} vs ${median(base).toFixed(1)} ms; ` +
          `all ${statements.length} statements raw: median ${median(all).toFixed(1)} ms; ` +
          `HTTP health round trip median ${median(http).toFixed(1)} ms; answers via ${answers?.key ?? 'no index'} (${answers?.type})`,
      },
    ];
  } finally {
    await pool.end();
    await app.close();
    await dropBenchDatabase(databaseUrl, DATABASE);
  }
}

if (require.main === module) runStandalone(run);

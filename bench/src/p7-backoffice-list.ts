/**
 * P7 (issue 14): the back-office users list (GET /api/admin/users: filter role and verified,
 * default sort newest first, range 0–24) with BENCH_STUDENTS users (default 100,000) and
 * BENCH_ANSWERS stored answers (default 10 M), against the same SELECTs and COUNT run raw through
 * mysql2, interleaved; ratio = raw time / Aspire time, target ≥ 0.7×. EXPLAIN checks that the
 * default sort reads an index (no filesort). Standalone: `npm run bench:p7 -w bench`
 * (BENCH_DATABASE_NAME, default aspire_bench_p7; dropped afterwards unless BENCH_KEEP_DATABASE=1).
 */
import { createPool } from 'mysql2/promise';
import { BenchRow, runStandalone } from './bench-row';
import { startBenchApp } from './bench-app';
import { dropBenchDatabase, generateSchool } from './generate';
import { captureStatements, interleaved, median, SCALE } from './measure';

const DATABASE = process.env.BENCH_DATABASE_NAME || 'aspire_bench_p7';
const ROUNDS = Number(process.env.BENCH_ROUNDS || 15);

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, token, databaseUrl } = await startBenchApp(DATABASE, {
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  const pool = createPool({ uri: databaseUrl, connectionLimit: 4, timezone: 'Z' });
  try {
    const school = await generateSchool(pool, { ...SCALE, log: (line) => console.log(line) });
    console.log(
      `P7: ${school.students} students, ${school.answers.toLocaleString('en')} answers generated in ${school.seconds.toFixed(0)} s`,
    );
    const filter = encodeURIComponent(JSON.stringify({ role: 'user', verified: true }));
    const url = `${aspire}/api/admin/users?filter=${filter}&range=[0,24]`;
    const list = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`users: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const statements = (await captureStatements(app, list)).filter((s) =>
      /^SELECT .*FROM `users`/is.test(s.sql.trim()),
    );
    const page = statements.find((s) => /ORDER BY/i.test(s.sql));
    const count = statements.find((s) => /COUNT\(/i.test(s.sql));
    if (!page || !count) throw new Error('P7: no SELECT and COUNT captured');
    // Every SELECT on users the list sent (the count, the page's ids, the page's rows), in order.
    const raw = async () => {
      for (const s of statements) await pool.query(s.sql, s.params);
    };
    const [ours, base] = await interleaved(ROUNDS, list, raw);
    const [explain] = (await pool.query(`EXPLAIN ${page.sql}`, page.params)) as [
      { table: string; key: string | null; Extra: string | null }[],
      unknown,
    ];
    const users = explain[0];
    const filesort = explain.some((r) => /filesort/i.test(r.Extra ?? ''));
    const ratio = median(base) / median(ours);
    return [
      {
        id: 'P7',
        what: `back-office users list at ${school.students / 1000} k users, ${(school.answers / 1e6).toFixed(1)} M answers`,
        ratio,
        target: '≥ 0.7×; no filesort',
        pass: ratio >= 0.7 && !filesort,
        detail:
          `median ${median(ours).toFixed(1)} ms vs raw ${statements.length} SELECTs (count, ids, rows) ${median(base).toFixed(1)} ms; ` +
          `users via ${users?.key ?? 'no index'}${filesort ? ', FILESORT' : ', no filesort'}`,
      },
    ];
  } finally {
    await pool.end();
    await app.close();
    await dropBenchDatabase(databaseUrl, DATABASE);
  }
}

if (require.main === module) runStandalone(run);

/**
 * P7: the back-office users list (GET /api/admin/users: filter role and verified,
 * default sort newest first, range 0–24) with BENCH_STUDENTS users (default 100,000) and
 * BENCH_ANSWERS stored answers (default 10 M), against the same SELECTs and COUNT run raw through
 * mysql2, interleaved; ratio = raw time / Aspire time, target ≥ 0.7×. EXPLAIN checks that the
 * default sort reads an index (no filesort). Standalone: `npm run bench:p7 -w bench`; the school is
 * the one P4 shares (scale-school.ts: generated once, kept in BENCH_SCALE_DATABASE while
 * BENCH_KEEP_DATABASE=1).
 */
import { BenchRow, runStandalone } from './bench-row';
import { dropScaleDatabase, startScaleApp } from './scale-school';
import { httpGet, median, warmStatements, warmTokenRounds } from './measure';

/** Median of 60 warm rounds (a round is ~30–60 ms once the count reads the index alone). */
const ROUNDS = Number(process.env.BENCH_P7_ROUNDS || 60);

export async function run(): Promise<BenchRow[]> {
  const { app, aspire, token, pool, school, reused } = await startScaleApp({
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  try {
    console.log(
      `P7: ${school.students} students, ${school.answers.toLocaleString('en')} answers ${reused ? 'reused, generated earlier' : 'generated'} in ${school.seconds.toFixed(0)} s`,
    );
    const filter = encodeURIComponent(JSON.stringify({ role: 'user', verified: true }));
    const url = `${aspire}/api/admin/users?filter=${filter}&range=[0,24]`;
    const list = async () => {
      const res = await httpGet(url, { authorization: `Bearer ${token}` });
      if (res.status !== 200) throw new Error(`users: ${res.status} ${res.body}`);
      return JSON.parse(res.body) as unknown;
    };
    // The SELECTs on users a warm request sends (the count, the page's ids, the page's rows), in
    // order: the guard's read is not the list's (it is paid once a second per token).
    const statements = (await warmStatements(app, list)).filter((s) =>
      /^SELECT .*FROM `users`/is.test(s.sql.trim()),
    );
    const page = statements.find((s) => /ORDER BY/i.test(s.sql));
    const count = statements.find((s) => /COUNT\(/i.test(s.sql));
    if (!page || !count) throw new Error('P7: no SELECT and COUNT captured');
    const raw = async () => {
      for (const s of statements) await pool.query(s.sql, s.params);
    };
    const { ours, base, cold } = await warmTokenRounds(app, ROUNDS, list, raw);
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
          `warm token, ${ROUNDS} rounds: median ${median(ours).toFixed(1)} ms vs raw ${statements.length} SELECTs (count, ids, rows) ${median(base).toFixed(1)} ms; ` +
          `${cold.length} cold-token requests; count: ${count.sql.slice(0, 40)}…; ` +
          `users via ${users?.key ?? 'no index'}${filesort ? ', FILESORT' : ', no filesort'}`,
      },
    ];
  } finally {
    await pool.end();
    await app.close();
  }
}

if (require.main === module) runStandalone(run, dropScaleDatabase);

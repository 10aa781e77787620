/**
 * Coordinator reports at scale: one school of 5,000 students and one of 100,000, with
 * progress, answers, insights and Enrich+ use spread like a real year group. The funnel and the
 * students list are timed through Aspire's HTTP API and against the same SQL run raw through
 * mysql2, interleaved, median of 7; printed as report/raw ratios (the goal: ≤ 2× and < 200 ms at
 * 100 k), and against raw SQL plus the fixed HTTP round trip (the health check). Run:
 * `npm run bench:reports -w bench` (BENCH_SIZES=5000 for the small school only;
 * BENCH_DATABASE_NAME to use another database than aspire_bench_reports, dropped afterwards
 * unless BENCH_KEEP_DATABASE=1). The schools come from generate.ts.
 */
import { createPool } from 'mysql2/promise';
import { ReportsRepository } from '../../backend/src/reports/reports.repository';
import { startBenchApp } from './bench-app';
import { dropBenchDatabase, generateSchool } from './generate';

const SIZES = (process.env.BENCH_SIZES || '5000,100000').split(',').map(Number);
const DATABASE = process.env.BENCH_DATABASE_NAME || 'aspire_bench_reports';
const ROUNDS = 7;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  const { app, aspire, token, databaseUrl } = await startBenchApp(DATABASE, {
    path: '/api/admin/login',
    email: 'admin@aspire.test',
  });
  const get = async (path: string) => {
    const res = await fetch(`${aspire}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const pool = createPool({ uri: databaseUrl, connectionLimit: 4, timezone: 'Z' });
  /**
   * The fixed cost every report pays before and after its SQL: an HTTP round trip through
   * Fastify to a route with one trivial query (the health check), timed alongside the others.
   */
  const floor = async () => {
    const res = await fetch(`${aspire}/api/health`);
    if (!res.ok) throw new Error(`/api/health: ${res.status}`);
    return res.json();
  };

  for (const size of SIZES) {
    const started = Date.now();
    const { schoolId } = await generateSchool(pool, { students: size });
    console.log(
      `school of ${size} students generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const to = new Date();
    const [funnelSql, funnelParams] = app
      .get(ReportsRepository)
      .funnelQuery({ schoolId, yearGroup: null, className: null }, { from: null, to })
      .getQueryAndParameters();
    const cases = [
      {
        name: 'funnel',
        report: () => get(`/api/admin/reports/funnel?school_id=${schoolId}&to=${to.toISOString()}`),
        raw: async () => {
          await pool.query(funnelSql, funnelParams);
          // The report's second query: the whitelisted addresses of the school.
          await pool.query(
            "SELECT COUNT(*) FROM whitelist_entries w WHERE w.type = 'email' AND w.created_at < ? AND w.school_id = ?",
            [to, schoolId],
          );
        },
      },
      {
        name: 'students list (first page of 25, newest first)',
        report: () =>
          get(
            `/api/admin/students?range=[0,24]&filter=${encodeURIComponent(JSON.stringify({ school_id: schoolId }))}`,
          ),
        raw: async () => {
          const [page] = await pool.query(
            "SELECT * FROM users u WHERE u.role = 'user' AND u.school_id = ? ORDER BY u.created_at DESC, u.id DESC LIMIT 25",
            [schoolId],
          );
          await pool.query(
            "SELECT COUNT(*) FROM users u WHERE u.role = 'user' AND u.school_id = ?",
            [schoolId],
          );
          const ids = (page as { id: string }[]).map((r) => r.id);
          await pool.query(
            'SELECT user_id, assessment_type, MAX(last_completion_date), MAX(updated_at) FROM assessment_progress WHERE user_id IN (?) GROUP BY user_id, assessment_type',
            [ids],
          );
        },
      },
    ];
    for (const c of cases) {
      await c.report();
      await c.raw();
      await floor();
      const ours: number[] = [];
      const base: number[] = [];
      const http: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        base.push(await timed(c.raw));
        http.push(await timed(floor));
        ours.push(await timed(c.report));
      }
      const [r, b, h] = [median(ours), median(base), median(http)];
      console.log(
        `${size} students, ${c.name}: report ${r.toFixed(1)} ms, raw SQL ${b.toFixed(1)} ms, ` +
          `ratio ${(r / b).toFixed(2)}; HTTP round trip ${h.toFixed(1)} ms, ` +
          `report / (raw SQL + HTTP round trip) ${(r / (b + h)).toFixed(2)}`,
      );
    }
  }
  await pool.end();
  await app.close();
  await dropBenchDatabase(databaseUrl, DATABASE);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

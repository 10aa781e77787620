/**
 * P2: serving the question bank. Aspire's GET /api/questions signed in (JWT guard, cached JSON)
 * against bare node:http + mysql2 running the same SELECT on every request. Target ≥ 1.2× the
 * baseline's requests per second, and Aspire's p99 latency no worse than the baseline's.
 */
import { createPool } from 'mysql2/promise';
import { BenchRow } from './bench-row';
import { assertClean, bareServer, fixed, load, logRound, median, ROUNDS } from './measure';
import { requestApp } from './request-app';

const STATUS = 'Career Assessments';

export async function run(): Promise<BenchRow[]> {
  const { aspire, token, databaseUrl } = await requestApp();
  const pool = createPool({ uri: databaseUrl, connectionLimit: 10 });
  const bare = await bareServer((_req, res) => {
    void pool
      .query('SELECT * FROM questions WHERE status = ? ORDER BY question_number', [STATUS])
      .then(([rows]) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      });
  });
  const path = `/api/questions?status=${encodeURIComponent(STATUS)}`;
  const ratios: number[] = [];
  const p99s: [number, number][] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const base = await load(`${bare.url}${path}`);
      const ours = await load(`${aspire}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assertClean('P2 /api/questions', ours);
      ratios.push(ours.rps / base.rps);
      p99s.push([ours.p99, base.p99]);
      logRound(
        'P2',
        round,
        `bare ${fixed(base.rps, 0)} req/s p99 ${base.p99} ms, aspire ${fixed(ours.rps, 0)} req/s p99 ${ours.p99} ms`,
      );
    }
  } finally {
    await bare.close();
    await pool.end();
  }
  const ratio = median(ratios);
  const [ourP99, baseP99] = [median(p99s.map((p) => p[0])), median(p99s.map((p) => p[1]))];
  return [
    {
      id: 'P2',
      what: 'GET /api/questions (signed in) vs node:http + mysql2',
      ratio,
      target: '≥ 1.2×, p99 ≤ baseline',
      pass: ratio >= 1.2 && ourP99 <= baseP99,
      detail: `p99 aspire ${ourP99} ms, baseline ${baseP99} ms`,
    },
  ];
}

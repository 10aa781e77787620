/**
 * P1: GET /api/health (Nest on Fastify, global guards, one `SELECT 1`, its request line logged
 * at info) against bare node:http answering the same JSON after the same `SELECT 1` through
 * mysql2. Target ≥ 0.6×.
 *
 * Measured in many short interleaved slices (one second each, bare then Aspire): on a shared
 * machine throughput drifts over seconds, and five 3-second rounds gave medians from 0.46× to
 * 0.56× for the same code; 21 slices agree within ±0.02×.
 */
import { createPool } from 'mysql2/promise';
import { BenchRow } from './bench-row';
import { assertClean, bareServer, fixed, load, logRound, median } from './measure';
import { requestApp } from './request-app';

const SLICES = 21;
const SLICE_SECONDS = 1;

export async function run(): Promise<BenchRow[]> {
  const { aspire, databaseUrl } = await requestApp();
  const pool = createPool({ uri: databaseUrl, connectionLimit: 10 });
  const body = JSON.stringify({ status: 'ok', database: 'mysql' });
  const bare = await bareServer((_req, res) => {
    void pool.query('SELECT 1').then(() => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
  });
  const ratios: number[] = [];
  const rates: [number, number][] = [];
  try {
    for (let round = 1; round <= SLICES; round++) {
      const base = await load(`${bare.url}/api/health`, { seconds: SLICE_SECONDS });
      const ours = await load(`${aspire}/api/health`, { seconds: SLICE_SECONDS });
      assertClean('P1 /api/health', ours);
      ratios.push(ours.rps / base.rps);
      rates.push([ours.rps, base.rps]);
      logRound('P1', round, `bare ${fixed(base.rps, 0)} req/s, aspire ${fixed(ours.rps, 0)} req/s`);
    }
  } finally {
    await bare.close();
    await pool.end();
  }
  const ratio = median(ratios);
  return [
    {
      id: 'P1',
      what: 'GET /api/health vs bare node:http + SELECT 1',
      ratio,
      target: '≥ 0.6×',
      pass: ratio >= 0.6,
      detail: `aspire ${fixed(median(rates.map((r) => r[0])), 0)} req/s, bare ${fixed(median(rates.map((r) => r[1])), 0)} req/s`,
    },
  ];
}

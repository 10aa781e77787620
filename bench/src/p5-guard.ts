/**
 * P5: what the guard costs. GET /api/users/verify-token (global JWT guard, then scope, role and
 * ownership guards; the handler does no database work of its own) against GET /api/health, a
 * public route of the same app that makes one database round trip: the issue measured 0.19×
 * here. Target ≥ 0.9×.
 */
import { BenchRow } from './bench-row';
import { assertClean, fixed, load, logRound, median, ROUNDS } from './measure';
import { requestApp } from './request-app';

export async function run(): Promise<BenchRow[]> {
  const { aspire, token } = await requestApp();
  const ratios: number[] = [];
  const rates: [number, number][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const base = await load(`${aspire}/api/health`);
    const ours = await load(`${aspire}/api/users/verify-token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assertClean('P5 verify-token', ours);
    ratios.push(ours.rps / base.rps);
    rates.push([ours.rps, base.rps]);
    logRound(
      'P5',
      round,
      `health ${fixed(base.rps, 0)} req/s, verify-token ${fixed(ours.rps, 0)} req/s`,
    );
  }
  const ratio = median(ratios);
  return [
    {
      id: 'P5',
      what: 'guarded GET verify-token vs unguarded GET /api/health',
      ratio,
      target: '≥ 0.9×',
      pass: ratio >= 0.9,
      detail: `verify-token ${fixed(median(rates.map((r) => r[0])), 0)} req/s, health ${fixed(median(rates.map((r) => r[1])), 0)} req/s`,
    },
  ];
}

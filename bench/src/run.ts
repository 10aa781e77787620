/**
 * `npm run bench`: every benchmark (docs/decisions/0049-benchmarks-as-ratios.md), in order, each a
 * module exporting `run(): Promise<BenchRow[]>`. Prints each row's ratio against a baseline
 * measured in the same
 * run, a summary table at the end, writes bench/results/latest.json, and exits 1 when a row
 * misses its target (or a module fails). BENCH_ONLY=P1,P5 runs only those modules;
 * BENCH_SECONDS (default 3) and BENCH_ROUNDS (default and minimum 5) size every load run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BenchRow } from './bench-row';
import { closeRequestApp } from './request-app';

type Module = { run(): Promise<BenchRow[]> };
type Entry = {
  id: string;
  what: string;
  load: () => Promise<Module>;
  /** Starts an Aspire of its own rather than the request rows' shared one. */
  ownApp?: boolean;
};

/** The suite in order: id, what it measures, and its module (loaded only when selected). */
const SUITE: Entry[] = [
  { id: 'P1', what: 'GET /api/health', load: () => import('./p1-health') },
  { id: 'P2', what: 'GET /api/questions', load: () => import('./p2-questions') },
  { id: 'P3', what: 'submit-batch of 100', load: () => import('./p3-submit-batch') },
  {
    id: 'P4',
    what: 'student score report',
    load: () => import('./p4-student-report'),
    ownApp: true,
  },
  { id: 'P5', what: 'the guard', load: () => import('./p5-guard') },
  { id: 'P6', what: 'login', load: () => import('./p6-login') },
  {
    id: 'P7',
    what: 'back-office list',
    load: () => import('./p7-backoffice-list'),
    ownApp: true,
  },
  {
    id: 'W',
    what: 'portal weight and Lighthouse',
    load: () => import('./portal-weight'),
    ownApp: true,
  },
  { id: 'SH', what: 'scale health', load: () => import('./scale-health'), ownApp: true },
  { id: 'N1', what: "a student's norms", load: () => import('./n1-norms'), ownApp: true },
];

const RESULTS = join(__dirname, '..', 'results', 'latest.json');

function selected(only = process.env.BENCH_ONLY) {
  if (!only) return SUITE;
  const ids = only.split(',').map((id) => id.trim().toUpperCase());
  const unknown = ids.filter((id) => !SUITE.some((m) => m.id === id));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}`);
  return SUITE.filter((m) => ids.includes(m.id));
}

function table(rows: BenchRow[]): string {
  const cells = rows.map((r) => [
    r.id,
    r.what,
    `${r.ratio.toFixed(2)}×`,
    r.target,
    r.pass ? 'pass' : 'FAIL',
    r.detail ?? '',
  ]);
  const head = ['id', 'what', 'ratio', 'target', 'pass', 'detail'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

async function main() {
  const modules = selected();
  const rows: BenchRow[] = [];
  const started = new Date();
  for (const entry of modules) {
    console.log(`\n${entry.id}: ${entry.what}`);
    // Passport keeps one 'jwt' strategy per process, the last app's: while another app runs,
    // and after it has closed, the shared app's guard would check tokens with that app's
    // (closed) sessions. So the shared app closes first; the next request row starts it again.
    if (entry.ownApp) await closeRequestApp();
    try {
      const result = await (await entry.load()).run();
      for (const row of result) {
        console.log(
          `${row.id}: ${row.ratio.toFixed(2)}× (target ${row.target}) ${row.pass ? 'pass' : 'FAIL'}` +
            (row.detail ? ` — ${row.detail}` : ''),
        );
      }
      rows.push(...result);
    } catch (error) {
      console.error(error);
      const detail = `failed: ${error instanceof Error ? error.message : String(error)}`;
      rows.push({ id: entry.id, what: entry.what, ratio: 0, target: '-', pass: false, detail });
    }
  }
  await closeRequestApp();
  if (modules.some((m) => m.id === 'P4' || m.id === 'P7')) {
    await (await import('./scale-school')).dropScaleDatabase();
  }
  console.log(`\n${table(rows)}`);
  mkdirSync(join(RESULTS, '..'), { recursive: true });
  const settings = {
    seconds: Number(process.env.BENCH_SECONDS || 3),
    rounds: Number(process.env.BENCH_ROUNDS || 5),
  };
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ started, finished: new Date(), settings, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${RESULTS}`);
  const failed = rows.filter((r) => !r.pass);
  if (failed.length) {
    console.error(`${failed.map((r) => r.id).join(', ')} missed the target`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

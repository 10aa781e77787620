/**
 * What every request-path benchmark shares: load generation (autocannon), a bare node:http
 * baseline server, interleaved rounds and medians. Ratios only: no absolute timing is ever a
 * target, because the machine running the bench is never quiet.
 */
import autocannon from 'autocannon';
import { Agent, createServer, get, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Seconds per load run (BENCH_SECONDS, default 3) and rounds per row (BENCH_ROUNDS, min 5). */
export const SECONDS = Number(process.env.BENCH_SECONDS || 3);
export const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS || 5));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export type Load = { rps: number; p99: number; errors: number };

export type LoadOptions = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
};

/** Requests per second and p99 latency (ms) of `url` under `connections` concurrent clients. */
export async function load(url: string, options: LoadOptions = {}): Promise<Load> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.seconds ?? SECONDS,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

/** Fails the row loudly when a run answered errors: a fast 401 is not a fast route. */
export function assertClean(what: string, run: Load) {
  if (run.errors > 0) throw new Error(`${what}: ${run.errors} failed requests during the run`);
}

/** A bare node:http server on a free local port; answers what `handle` writes. */
export async function bareServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Statement = { sql: string; params: unknown[] };

/** The statements Aspire sends to the database while `work` runs (through TypeORM's logger). */
export async function captureStatements(
  app: INestApplication,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const logger = app.get(DataSource).logger as { logQuery: (q: string, p?: unknown[]) => void };
  const original = logger.logQuery;
  const captured: Statement[] = [];
  logger.logQuery = (sql: string, params?: unknown[]) => {
    captured.push({ sql, params: params ?? [] });
    original.call(logger, sql, params);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return captured;
}

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** One line per round, so a noisy round is visible in the log. */
export function logRound(id: string, round: number, text: string) {
  console.log(`  ${id} round ${round}: ${text}`);
}

export const fixed = (n: number, digits = 2) => n.toFixed(digits);
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Runs `a` and `b` alternately `rounds` times (after one warm-up each): their timings. */
export async function interleaved(
  rounds: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  await a();
  await b();
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push(await timed(a));
    tb.push(await timed(b));
  }
  return [ta, tb];
}

/** The size of the big benchmarks: BENCH_ANSWERS (default 10 M) answers over BENCH_STUDENTS. */
export const SCALE = {
  students: Number(process.env.BENCH_STUDENTS || 100_000),
  answers: Number(process.env.BENCH_ANSWERS || 10_000_000),
};

/** One kept-alive connection for the sequential GETs of a benchmark's timed rounds. */
const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET over a kept-alive node:http connection: its status and body. The timed rounds use it
 * instead of `fetch`, whose WHATWG streams and Headers cost the client a millisecond or more
 * per call under load, time the server never spends (the raw side's mysql2 is just as lean).
 */
export function httpGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: keptAlive, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The guard's token check (SessionVerifier's read of the session row). */
const GUARD_READ = /`auth_sessions`/;

/**
 * Untimed rounds before a percentile is taken: BENCH_WARMUP_ROUNDS (default 3,000) or
 * BENCH_WARMUP_SECONDS (default 10), whichever ends first. In its first few thousand requests a
 * route's code is still being compiled by V8's optimising tiers, on a background thread that
 * takes a core from MariaDB and the event loop: on this 2-core host the score report's first
 * few hundred requests cost more than twice the CPU of later ones, and their p95 was more than
 * twice as long. A percentile of the first rounds measures that start, not the route; the warm-up's
 * own figures are still printed (`warmup`).
 */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 3000);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);

/** A warm-up's size and its timings, for a row's detail. */
export type Warmup = { rounds: number; ours: number[]; base: number[] };

/** The untimed rounds (WARMUP_ROUNDS or WARMUP_SECONDS) of `ours` and `raw`, alternating. */
export async function warmUp(
  ours: () => Promise<unknown>,
  raw: () => Promise<unknown>,
): Promise<Warmup> {
  const warmup: Warmup = { rounds: 0, ours: [], base: [] };
  const end = Date.now() + WARMUP_SECONDS * 1000;
  do {
    warmup.ours.push(await timed(ours));
    warmup.base.push(await timed(raw));
    warmup.rounds++;
  } while (warmup.rounds < WARMUP_ROUNDS && Date.now() < end);
  return warmup;
}

/**
 * Interleaved rounds of a signed-in request `ours` and its `raw` SQL, with a warm token as a
 * client's repeated calls have it: the guard's SessionCache keeps a verified token for
 * SESSION_CACHE_MS (1 s), so a request within that second sends no guard read. A timed request
 * that did send one (the entry had expired) is kept apart in `cold` and its round measured again.
 * The timed rounds follow a warm-up of the same rounds, kept apart in `warmup`.
 */
export async function warmTokenRounds(
  app: INestApplication,
  rounds: number,
  ours: () => Promise<unknown>,
  raw: () => Promise<unknown>,
): Promise<{ ours: number[]; base: number[]; cold: number[]; warmup: Warmup }> {
  const warmup = await warmUp(ours, raw);
  const result = { ours: [] as number[], base: [] as number[], cold: [] as number[], warmup };
  while (result.ours.length < rounds) {
    let sent: Statement[] = [];
    const ms = await timed(async () => (sent = await captureStatements(app, ours)));
    if (sent.some((s) => GUARD_READ.test(s.sql))) {
      result.cold.push(ms);
      continue;
    }
    result.ours.push(ms);
    result.base.push(await timed(raw));
  }
  return result;
}

/** The statements of `work` with a warm token (sent once before, untimed, to warm it). */
export async function warmStatements(
  app: INestApplication,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await work();
    const sent = await captureStatements(app, work);
    if (!sent.some((s) => GUARD_READ.test(s.sql))) return sent;
  }
  throw new Error('the token never stayed warm for one request');
}

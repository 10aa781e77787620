/**
 * Serving the question bank: Aspire's GET /api/questions (Nest on Fastify, JWT guard, cached JSON)
 * against a baseline of bare node:http + mysql2 running the same SELECT on every request.
 * Both run in this process on the same MariaDB database, interleaved, median of 5 rounds;
 * the result is a ratio (higher is better for Aspire), never an absolute timing assertion.
 */
import autocannon from 'autocannon';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { createPool } from 'mysql2/promise';
import { startBenchApp } from './bench-app';

const ROUNDS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const STATUS = 'Career Assessments';

async function main() {
  const { app, aspire, token, databaseUrl } = await startBenchApp('aspire_bench', {
    path: '/api/users/login',
    email: 'student@demo-school.test',
  });

  const pool = createPool({ uri: databaseUrl, connectionLimit: 10 });
  const baseline: Server = createServer((_req, res) => {
    void pool
      .query('SELECT * FROM questions WHERE status = ? ORDER BY question_number', [STATUS])
      .then(([rows]) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      });
  });
  await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  const bare = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;

  const run = async (target: string, headers: Record<string, string>) =>
    (
      await autocannon({
        url: `${target}/api/questions?status=${encodeURIComponent(STATUS)}`,
        headers,
        connections: 10,
        duration: SECONDS,
      })
    ).requests.average;
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const base = await run(bare, {});
    const ours = await run(aspire, { authorization: `Bearer ${token}` });
    ratios.push(ours / base);
    console.log(
      `round ${round}: baseline ${base.toFixed(0)} req/s, aspire ${ours.toFixed(0)} req/s, ratio ${(ours / base).toFixed(2)}`,
    );
  }
  ratios.sort((a, b) => a - b);
  console.log(
    `questions endpoint, median ratio aspire/baseline: ${ratios[Math.floor(ROUNDS / 2)].toFixed(2)}`,
  );
  baseline.close();
  await pool.end();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

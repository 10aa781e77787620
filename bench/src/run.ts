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
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config/env';
import { SeedService } from '../../backend/src/seed/seed.service';

const SERVER =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'mysql://root@127.0.0.1:3306/test';
const ROUNDS = 5;
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const STATUS = 'Career Assessments';

async function main() {
  const url = new URL(SERVER);
  url.pathname = '/aspire_bench';
  const admin = createPool({ uri: SERVER });
  await admin.query('DROP DATABASE IF EXISTS aspire_bench');
  await admin.query('CREATE DATABASE aspire_bench CHARACTER SET utf8mb4');
  await admin.end();

  const app = await createApp(
    loadConfig({
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SEED_STUDENT_PASSWORD: 'Bench!2345x',
      SEED_ADMIN_PASSWORD: 'Bench!2345x',
      SEED_COORDINATOR_PASSWORD: 'Bench!2345x',
    }),
    { logger: ['error'], frontEnds: [] },
  );
  await app.get(SeedService).run();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const aspire = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const login = await fetch(`${aspire}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@demo-school.test', password: 'Bench!2345x' }),
  });
  const { token } = (await login.json()) as { token: string };

  const pool = createPool({ uri: url.toString(), connectionLimit: 10 });
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

/**
 * P6: signing in. POST /api/users/login (limits, the user read, argon2id verify at the
 * production OWASP cost, the session insert, the token) against argon2id verify alone on the same
 * hash with the same binding (@node-rs/argon2, on libuv's pool at normal priority), at the same
 * concurrency, in the same process. Target ≥ 0.8×. And the rest of the app
 * must stay responsive: GET /api/health p99 during the login burst ≤ 3× its idle p99.
 *
 * A login refuses a second attempt for the same e-mail while one is in flight, so each
 * concurrent client signs in as its own copy of the demo student.
 */
import { verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { User } from '../../backend/src/users/entities/user.entity';
import { PASSWORD } from './bench-app';
import { BenchRow } from './bench-row';
import { assertClean, fixed, load, Load, logRound, median, ROUNDS, SECONDS } from './measure';
import { requestApp, STUDENT } from './request-app';

/**
 * Concurrent sign-ins (BENCH_LOGIN_CLIENTS): by default one per libuv thread, where the baseline's
 * verifies run.
 */
const CLIENTS = Number(process.env.BENCH_LOGIN_CLIENTS || process.env.UV_THREADPOOL_SIZE || 4);

async function loginClients(app: Awaited<ReturnType<typeof requestApp>>['app']) {
  const users = app.get(DataSource).getRepository(User);
  const student = await users.findOneByOrFail({ email: STUDENT });
  const emails: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const email = `p6-${i}@demo-school.test`;
    if (!(await users.existsBy({ email }))) {
      const username = `p6bench${i}`;
      await users.insert({
        ...student,
        id: randomUUID(),
        email,
        username,
        usernameKey: username,
      });
    }
    emails.push(email);
  }
  return { emails, hash: student.passwordHash };
}

/** `clients` loops of argon2.verify for SECONDS: verifies per second. */
async function verifyAlone(hash: string): Promise<number> {
  const end = Date.now() + SECONDS * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        if (!(await verify(hash, PASSWORD))) throw new Error('P6: hash does not verify');
        count++;
      }
    }),
  );
  return count / SECONDS;
}

/** CLIENTS concurrent autocannon runs, one e-mail each, for SECONDS: logins per second. */
async function loginBurst(aspire: string, emails: string[]): Promise<number> {
  const runs = await Promise.all(
    emails.map((email) =>
      load(`${aspire}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
        connections: 1,
      }),
    ),
  );
  runs.forEach((r) => assertClean('P6 login', r));
  return runs.reduce((sum, r) => sum + r.rps, 0);
}

const health = (aspire: string): Promise<Load> => load(`${aspire}/api/health`, { connections: 1 });

export async function run(): Promise<BenchRow[]> {
  const { app, aspire } = await requestApp();
  const { emails, hash } = await loginClients(app);
  const ratios: number[] = [];
  const stalls: number[] = [];
  const figures: number[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const verifies = await verifyAlone(hash);
    const logins = await loginBurst(aspire, emails);
    const idle = await health(aspire);
    const [busy] = await Promise.all([health(aspire), loginBurst(aspire, emails)]);
    assertClean('P6 health', idle);
    assertClean('P6 health during logins', busy);
    ratios.push(logins / verifies);
    // autocannon reports whole milliseconds: a 0 ms idle p99 counts as 1 ms.
    stalls.push(busy.p99 / Math.max(idle.p99, 1));
    figures.push([logins, verifies, idle.p99, busy.p99]);
    logRound(
      'P6',
      round,
      `argon2 ${fixed(verifies, 1)}/s, login ${fixed(logins, 1)}/s; health p99 idle ${idle.p99} ms, during logins ${busy.p99} ms`,
    );
  }
  const ratio = median(ratios);
  const stall = median(stalls);
  const at = (i: number) => median(figures.map((f) => f[i]));
  return [
    {
      id: 'P6',
      what: 'POST login vs argon2id verify alone',
      ratio,
      target: '≥ 0.8×; health p99 ≤ 3× idle',
      pass: ratio >= 0.8 && stall <= 3,
      detail:
        `login ${fixed(at(0), 1)}/s, argon2 ${fixed(at(1), 1)}/s (${CLIENTS} at once); ` +
        `health p99 idle ${at(2)} ms, during logins ${at(3)} ms (${fixed(stall, 1)}×)`,
    },
  ];
}

// Aspire as the benchmarks run it: a fresh MariaDB database, the seeded demo accounts, listening on
// a free local port, logged in as one of them.
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createPool } from 'mysql2/promise';
import { createApp } from '../../backend/src/app.factory';
import { loadConfig } from '../../backend/src/config/env';
import { asyncDestination } from '../../backend/src/observability/logging';
import { SeedService } from '../../backend/src/seed/seed.service';

export const SERVER =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'mysql://root@127.0.0.1:3306/test';
export const PASSWORD = 'Bench!2345x';

/**
 * Where the apps the bench starts write their logs, at the configured level (LOG_LEVEL, info by
 * default) and as production writes stdout: the bench measures what `npm start` runs.
 */
export const BENCH_LOG = join(__dirname, '..', 'results', 'aspire.log');
export const benchLogStream = () => asyncDestination(BENCH_LOG);

/**
 * Recreates `database` (unless `options.keep`), starts Aspire on it with the seeded demo accounts
 * and listens on a free local port (serving the built portal and back-office, as `npm start`
 * does). `env` adds or overrides configuration.
 */
export async function serveBenchApp(
  database: string,
  env: Record<string, string> = {},
  options: { keep?: boolean } = {},
) {
  const url = new URL(SERVER);
  url.pathname = `/${database}`;
  // `keep` reuses a database already filled (the big school P4 and P7 share): the app's
  // migrations and seed find everything in place.
  if (!options.keep) {
    const admin = createPool({ uri: SERVER });
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
    await admin.end();
  }
  const app = await createApp(
    loadConfig({
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      SEED_STUDENT_PASSWORD: PASSWORD,
      SEED_ADMIN_PASSWORD: PASSWORD,
      SEED_COORDINATOR_PASSWORD: PASSWORD,
      ...env,
    }),
    { logStream: benchLogStream() },
  );
  await app.get(SeedService).run();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, port, databaseUrl: url.toString() };
}

/**
 * serveBenchApp, then logs in (`/api/admin/login` for staff). `env` adds or overrides
 * configuration (e.g. a higher AUTH_THROTTLE_PER_MINUTE for a login burst).
 */
export async function startBenchApp(
  database: string,
  login: { path: string; email: string },
  env: Record<string, string> = {},
  options: { keep?: boolean } = {},
) {
  const { app, port, databaseUrl } = await serveBenchApp(database, env, options);
  const aspire = `http://127.0.0.1:${port}`;
  const res = await fetch(`${aspire}${login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: PASSWORD }),
  });
  const { token } = (await res.json()) as { token: string };
  return { app, aspire, token, databaseUrl };
}

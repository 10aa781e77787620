/**
 * The one Aspire the request-path rows (P1, P2, P3, P5, P6) share: started once on the
 * `aspire_bench` MariaDB database, the demo student signed in. The login throttle is lifted so
 * P6's login burst measures logins, not 429s; everything else is the production configuration
 * (OWASP argon2id cost included).
 */
import { startBenchApp } from './bench-app';

export const STUDENT = 'student@demo-school.test';
type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;
let started: Promise<BenchApp> | undefined;

export function requestApp(): Promise<BenchApp> {
  started ??= startBenchApp(
    process.env.BENCH_REQUEST_DATABASE || 'aspire_bench',
    { path: '/api/users/login', email: STUDENT },
    { AUTH_THROTTLE_PER_MINUTE: '100000000' },
  );
  return started;
}

/** Closes the shared app if a row started it (run.ts calls this once at the end). */
export async function closeRequestApp() {
  if (!started) return;
  const { app } = await started;
  started = undefined;
  await app.close();
}

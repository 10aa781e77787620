import { readdirSync, readFileSync } from 'node:fs';
import { HASH_THREADS, HashingPool } from '../../src/auth/hashing/hashing-pool';
import { OWASP_ARGON2 } from '../../src/config/env';

const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
/** 'correct horse', hashed by the binding Aspire used before (node-argon2 0.44): stored hashes must keep working. */
const STORED_BEFORE =
  '$argon2id$v=19$m=1024,p=1,t=1$BGzmHWX8TYQRphsksWhVQA$Wyk7fpjgVGmVFgqWE3tolnPUkwOyFrqbbdKLbOX8iew';

/** Each thread of this process with its nice value (Linux: field 19 of /proc/self/task/<tid>/stat). */
function niceByThread(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the parenthesised name; nice is the 19th field overall.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nice.set(Number(tid), Number(fields[16]));
  }
  return nice;
}

describe('password hashing on worker threads', () => {
  let pool: HashingPool;
  beforeEach(() => (pool = new HashingPool()));
  afterEach(() => pool.close());

  it('should accept hashes stored by the previous binding, and only with their password', async () => {
    await expect(pool.verify(STORED_BEFORE, 'correct horse')).resolves.toBe(true);
    await expect(pool.verify(STORED_BEFORE, 'correct horse!')).resolves.toBe(false);
  });

  it('should hash with argon2id at the configured cost', async () => {
    const hash = await pool.hash('Tr0ub4dor&3', CHEAP);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(pool.verify(hash, 'Tr0ub4dor&3')).resolves.toBe(true);
    await expect(pool.verify(hash, 'Tr0ub4dor&4')).resolves.toBe(false);
  });

  it('should answer false, not fail, for a malformed stored hash', async () => {
    await expect(pool.verify('$argon2id$v=19$garbage', 'x')).resolves.toBe(false);
    await expect(pool.verify('', 'x')).resolves.toBe(false);
  });

  it('should finish every check asked for before it closes, queued ones included', async () => {
    // Production's cost, and more checks than threads: some still wait in the queue at close.
    // piscina's own close() ends the threads once each has finished its current task.
    const hash = await pool.hash('correct horse', OWASP_ARGON2);
    const checks = Array.from({ length: HASH_THREADS * 3 }, () =>
      pool.verify(hash, 'correct horse'),
    );
    await pool.close();
    expect(await Promise.allSettled(checks)).toEqual(
      checks.map(() => ({ status: 'fulfilled', value: true })),
    );
  });

  it('should run no more threads than cores however many checks are waiting', async () => {
    const checks = Array.from({ length: HASH_THREADS * 3 + 1 }, () =>
      pool.verify(STORED_BEFORE, 'correct horse'),
    );
    const seen: number[] = [];
    let settled = false;
    const all = Promise.all(checks).finally(() => (settled = true));
    while (!settled) {
      seen.push(pool.threads);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await all).toEqual(checks.map(() => true));
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...seen)).toBeLessThanOrEqual(HASH_THREADS);
  });

  it('should hash below the event loop priority, leaving the main thread as it was', async () => {
    const before = niceByThread();
    await pool.hash('warm up', CHEAP);
    const after = niceByThread();
    const hashing = [...after].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
    expect(hashing.length).toBeGreaterThanOrEqual(1);
    expect(hashing.every((nice) => nice > before.get(process.pid)!)).toBe(true);
    expect(after.get(process.pid)).toBe(before.get(process.pid));
  });
});

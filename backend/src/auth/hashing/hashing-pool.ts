import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { PasswordHashingConfig } from '../../config/app-config';

/** At most one argon2 hash or check per core at once; further ones queue, in order. */
export const HASH_THREADS = Math.max(1, availableParallelism());
/** An idle hashing thread ends after this long; the next sign-in starts one again. */
const IDLE_MS = 30_000;

/**
 * argon2id on worker threads of their own, at a lower CPU priority than the event loop
 * (docs/decisions/0008-argon2id-on-worker-threads.md): on libuv's shared pool four sign-ins took
 * both cores of a 2-core machine and every other request waited behind them. Threads start on first
 * use, so an instance that never hashes pays
 * nothing.
 */
export class HashingPool {
  private pool?: Piscina;
  /** The checks asked for and not yet answered, running or queued. */
  private readonly pending = new Set<Promise<unknown>>();

  hash(password: string, cost: PasswordHashingConfig): Promise<string> {
    return this.run({ password, cost }, 'hash') as Promise<string>;
  }

  /** False for a wrong password and for a malformed hash. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.run({ hash, password }, 'verify') as Promise<boolean>;
  }

  /** Threads running now (for tests). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /**
   * Lets the checks already asked for finish, queued ones included, then ends the threads.
   * piscina's own close() (5.3) waits only for the task each thread is running and terminates
   * the queued ones: a sign-in whose client had gone (the server does not wait for it) then
   * failed with "Terminating worker thread".
   */
  async close(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  private run(task: object, name: string): Promise<unknown> {
    const answer = this.workers().run(task, { name }) as Promise<unknown>;
    this.pending.add(answer);
    const settle = () => this.pending.delete(answer);
    answer.then(settle, settle);
    return answer;
  }

  private workers(): Piscina {
    this.pool ??= new Piscina({
      filename: join(__dirname, 'argon2.worker.js'),
      minThreads: 0,
      maxThreads: HASH_THREADS,
      idleTimeout: IDLE_MS,
    });
    return this.pool;
  }
}

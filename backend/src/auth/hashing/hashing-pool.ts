import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { PasswordHashingConfig } from '../../config/app-config';

/** At most one argon2 hash or check per core at once; further ones queue, in order. */
export const HASH_THREADS = Math.max(1, availableParallelism());
/** An idle hashing thread ends after this long; the next sign-in starts one again. */
const IDLE_MS = 30_000;

/**
 * argon2id on worker threads of their own, at a lower CPU priority than the event loop (issue 14,
 * P6): on libuv's shared pool four sign-ins took both cores of a 2-core machine and every other
 * request waited behind them. Threads start on first use, so an instance that never hashes pays
 * nothing.
 */
export class HashingPool {
  private pool?: Piscina;

  hash(password: string, cost: PasswordHashingConfig): Promise<string> {
    return this.workers().run({ password, cost }, { name: 'hash' }) as Promise<string>;
  }

  /** False for a wrong password and for a malformed hash. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.workers().run({ hash, password }, { name: 'verify' }) as Promise<boolean>;
  }

  /** Threads running now (for tests). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Lets the checks already asked for finish (none is cut off mid-way), then ends the threads. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
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

import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * At most this many argon2 hashes or checks at once (issue 14, P6): argon2 runs in libuv's pool of
 * 4 threads, so on a 2-core machine four sign-ins at once took the CPU from the event loop and every
 * other request waited. One per core keeps the throughput of the cores and leaves the loop (and the
 * pool's other threads, for file and DNS work) room; further sign-ins queue here, in order.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism());

/** A counting semaphore: `run(task)` starts `task` once fewer than `limit` are running. */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (the count stays), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Started and not finished, for tests. */
  get busy(): number {
    return this.running;
  }
}

/** argon2id at the configured cost: OWASP's in production, cheap only in tests (config/env.ts). */
@Injectable()
export class PasswordService {
  private dummyHash?: Promise<string>;
  private readonly options: argon2.Options & { raw?: false };
  private readonly slots = new Slots(HASH_CONCURRENCY);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { type: argon2.argon2id, ...config.passwordHashing };
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => argon2.hash(password, this.options));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await this.slots.run(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('aspire-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import Redis from 'ioredis';

type Record = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The per-IP throttle's counters in Redis, shared by every instance, with the instance's own
 * counters behind them. Redis is asked with a command timeout well under a second and no
 * retries or offline queue, so a Redis that is gone costs a request at most that long (it used to
 * cost 10–30 s of retries, then a 500). While it does not answer, this instance counts alone
 * (the budget is then per instance), with one warning per outage and a metric per decision
 * (docs/decisions/0087-redis-lost-fail-fast.md). Keys carry the deployment's REDIS_KEY_PREFIX.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('Throttle');
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private down = false;

  constructor(
    readonly redis: Redis,
    private readonly prefix: string,
    private readonly fellBack: () => void,
  ) {
    this.shared = new ThrottlerStorageRedisService(redis);
    redis.on('error', () => undefined); // each failure is handled where it happens
  }

  /** Redis answered the last time it was asked. */
  get up(): boolean {
    return !this.down && this.redis.status === 'ready';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<Record> {
    try {
      const record = await this.shared.increment(
        `${this.prefix}${key}`,
        ttl,
        limit,
        blockDuration,
        throttlerName,
      );
      if (this.down) {
        this.down = false;
        this.logger.log({
          msg: 'Redis answers again: the per-IP throttle is shared again',
          redis: 'up',
        });
      }
      return record;
    } catch (error) {
      if (!this.down) {
        this.down = true;
        this.logger.warn({
          msg: `Redis did not answer (${(error as Error).message}): this instance throttles on its own`,
          redis: 'down',
        });
      }
      this.fellBack();
      return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.redis.disconnect();
  }
}

/** A Redis client that fails fast: no offline queue, no retried commands, a short timeout. */
export function failFastRedis(url: string, commandTimeoutMs: number): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: Math.max(commandTimeoutMs, 1000),
    // Reconnects in the background, never more often than every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { TokenService } from '../auth/jwt/token.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ReplicaHealth } from '../database/replica-health';
import { User } from '../users/entities/user.entity';

export const CHECK_NAMES = [
  'database',
  'migrations',
  'redis',
  'replica',
  'auth',
  'shutdown',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
/** `degraded`: the instance serves, without a shared part (Redis, the replica) it falls back from. */
export type CheckStatus = 'ok' | 'degraded' | 'failed' | 'skipped';
export type CheckResult = { name: CheckName; status: CheckStatus; reason: string | null };
export type Readiness = { status: 'ok' | 'degraded' | 'unavailable'; checks: CheckResult[] };

/** A check that passes with a warning: the instance still serves every request. */
class Degraded extends Error {}

/** How long one check may take before it counts as failed (a hung database must not hang probes). */
const CHECK_TIMEOUT_MS = 3000;

class CheckFailed extends Error {}

/**
 * What /api/health/ready looks at: everything a request needs to succeed. Each failing check
 * names a fixed, operator-readable reason; the underlying error goes to the log only.
 */
@Injectable()
export class ReadinessService implements OnModuleDestroy {
  private readonly logger = new Logger('Health');
  private readonly redis?: Redis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly replicas: ReplicaHealth,
  ) {
    if (config.redisUrl) {
      // Its own connection: fails fast while Redis is away, reconnects in the background.
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        enableReadyCheck: false,
        maxRetriesPerRequest: 0,
        connectTimeout: CHECK_TIMEOUT_MS,
        commandTimeout: config.redisCommandTimeoutMs,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      });
      this.redis.on('error', () => undefined); // reported by the check, not as an unhandled event
    }
  }

  /** Set on SIGTERM: from then on the instance reports not ready while it drains. */
  draining = false;

  async check(): Promise<Readiness> {
    const checks = await Promise.all([
      this.run('database', () => this.database()),
      this.run('migrations', () => this.migrations()),
      this.run('redis', () => this.ping()),
      this.run('replica', () => this.replica()),
      this.run('auth', () => this.auth()),
      this.run('shutdown', () => this.shutdown()),
    ]);
    const status = checks.some((c) => c.status === 'failed')
      ? 'unavailable'
      : checks.some((c) => c.status === 'degraded')
        ? 'degraded'
        : 'ok';
    return { status, checks };
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private async run(name: CheckName, work: () => Promise<CheckStatus>): Promise<CheckResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CheckFailed(`${name} did not answer in time`)),
        CHECK_TIMEOUT_MS,
      );
    });
    try {
      const status = await Promise.race([work(), timeout]);
      return { name, status, reason: null };
    } catch (error) {
      if (error instanceof Degraded) return { name, status: 'degraded', reason: error.message };
      const reason = error instanceof CheckFailed ? error.message : REASONS[name];
      this.logger.warn(`Readiness check ${name} failed: ${(error as Error)?.message ?? error}`);
      return { name, status: 'failed', reason };
    } finally {
      clearTimeout(timer);
    }
  }

  private async database(): Promise<CheckStatus> {
    if (!this.dataSource.isInitialized) throw new Error('the data source is not initialised');
    await this.dataSource.query('SELECT 1');
    return 'ok';
  }

  private async migrations(): Promise<CheckStatus> {
    if (!this.dataSource.isInitialized) throw new Error('the data source is not initialised');
    if (await this.dataSource.showMigrations()) {
      throw new CheckFailed('database migrations are not all applied');
    }
    return 'ok';
  }

  /** Redis away: the instance throttles on its own (FallbackThrottlerStorage), so degraded. */
  private async ping(): Promise<CheckStatus> {
    if (!this.redis) return 'skipped';
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      if ((await this.redis.ping()) !== 'PONG') throw new Error('unexpected answer to PING');
    } catch (error) {
      this.logger.warn(`Readiness check redis degraded: ${(error as Error).message}`);
      throw new Degraded('Redis did not answer: this instance throttles on its own');
    }
    return 'ok';
  }

  /** The replica down or behind: lists and reports read the primary, so degraded. */
  private async replica(): Promise<CheckStatus> {
    if (!this.replicas.configured) return 'skipped';
    if (this.replicas.state !== 'up') {
      throw new Degraded(
        `${this.replicas.reason ?? 'the read replica is not usable'}: lists and reports read the primary`,
      );
    }
    return 'ok';
  }

  private async shutdown(): Promise<CheckStatus> {
    if (this.draining) throw new CheckFailed('shutting down: finishing the requests in flight');
    return 'ok';
  }

  /** Signs a token as at sign-in and verifies it as a request would: the key and the code path. */
  private async auth(): Promise<CheckStatus> {
    const probe = Object.assign(new User(), {
      id: 'health-probe',
      role: 'student',
      tokenVersion: 0,
    });
    // A session id no row holds: the token checks the key, never signs anyone in.
    const payload = this.tokens.verify(this.tokens.sign(probe, 'portal', 'health-probe'));
    if (payload?.sub !== probe.id) throw new Error('a freshly signed token did not verify');
    return 'ok';
  }
}

const REASONS: Record<CheckName, string> = {
  database: 'the database did not answer',
  migrations: 'could not read which migrations are applied',
  redis: 'Redis did not answer',
  replica: 'the read replica did not answer',
  shutdown: 'shutting down',
  auth: 'could not verify a token the server signed itself',
};

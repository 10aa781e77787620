import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { TokenService } from '../auth/jwt/token.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { User } from '../users/entities/user.entity';

export const CHECK_NAMES = ['database', 'migrations', 'redis', 'auth'] as const;
export type CheckName = (typeof CHECK_NAMES)[number];
export type CheckStatus = 'ok' | 'failed' | 'skipped';
export type CheckResult = { name: CheckName; status: CheckStatus; reason: string | null };
export type Readiness = { status: 'ok' | 'unavailable'; checks: CheckResult[] };

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
  ) {
    if (config.redisUrl) {
      // Its own connection: fails fast while Redis is away, reconnects in the background.
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        enableReadyCheck: false,
        maxRetriesPerRequest: 0,
        connectTimeout: CHECK_TIMEOUT_MS,
        retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      });
      this.redis.on('error', () => undefined); // reported by the check, not as an unhandled event
    }
  }

  async check(): Promise<Readiness> {
    const checks = await Promise.all([
      this.run('database', () => this.database()),
      this.run('migrations', () => this.migrations()),
      this.run('redis', () => this.ping()),
      this.run('auth', () => this.auth()),
    ]);
    const status = checks.some((c) => c.status === 'failed') ? 'unavailable' : 'ok';
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

  private async ping(): Promise<CheckStatus> {
    if (!this.redis) return 'skipped';
    if (this.redis.status === 'wait') await this.redis.connect();
    if ((await this.redis.ping()) !== 'PONG') throw new Error('unexpected answer to PING');
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
  auth: 'could not verify a token the server signed itself',
};

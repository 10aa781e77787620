import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig, PasswordHashingConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { HashingPool } from './hashing/hashing-pool';

/** argon2id at the configured cost: OWASP's in production, cheap only in tests (config/env.ts). */
@Injectable()
export class PasswordService implements OnApplicationShutdown {
  private dummyHash?: Promise<string>;
  private readonly cost: PasswordHashingConfig;
  private readonly pool = new HashingPool();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cost = config.passwordHashing;
  }

  hash(password: string): Promise<string> {
    return this.pool.hash(password, this.cost);
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.pool.verify(hash, password);
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('aspire-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  /**
   * After the HTTP server has closed, which waits for the requests in flight: a sign-in whose
   * check is queued still gets its answer (closing in onModuleDestroy, before the server, failed
   * those with a 500).
   */
  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}

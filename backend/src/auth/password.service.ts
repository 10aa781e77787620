import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** argon2id at the configured cost: OWASP's in production, cheap only in tests (config/env.ts). */
@Injectable()
export class PasswordService {
  private dummyHash?: Promise<string>;
  private readonly options: argon2.Options & { raw?: false };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = { type: argon2.argon2id, ...config.passwordHashing };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
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

import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

// OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1 (DESIGN §9).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordService {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
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

import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, IsNull, MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { EmailToken, EmailTokenPurpose } from './entities/email-token.entity';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Random (256-bit), stored hashed, single-use, expiring links (security.md §7 #4). */
@Injectable()
export class EmailTokenService {
  constructor(private readonly clock: Clock) {}

  async issue(
    manager: EntityManager,
    userId: string,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    newEmail: string | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await manager.insert(EmailToken, {
      userId,
      purpose,
      tokenHash: hash(token),
      newEmail,
      expiresAt: new Date(now.getTime() + ttlMs),
      usedAt: null,
      createdAt: now,
    });
    return token;
  }

  /** Marks the token used in one conditional UPDATE, so two clicks cannot both succeed. */
  async consume(
    manager: EntityManager,
    purpose: EmailTokenPurpose,
    token: string,
  ): Promise<EmailToken | null> {
    const now = this.clock.now();
    const where = { tokenHash: hash(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(now) };
    const found = await manager.findOneBy(EmailToken, where);
    if (!found) return null;
    const result = await manager.update(
      EmailToken,
      { id: found.id, usedAt: IsNull() },
      { usedAt: now },
    );
    return result.affected ? found : null;
  }

  /** Kills every unused token of this purpose (a new link or a successful reset). */
  async revokeAll(manager: EntityManager, userId: string, purpose: EmailTokenPurpose) {
    await manager.update(
      EmailToken,
      { userId, purpose, usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { AuthUser } from './auth-user';
import { AuthSession } from './entities/auth-session.entity';
import { SessionCache } from './jwt/session-cache';
import { TokenScope, TokenService } from './jwt/token.service';

export const LOGGED_OUT = 'You have been logged out.';
export const LOGGED_OUT_EVERYWHERE = 'You have been logged out on every device.';

/**
 * Server-side sessions (ASVS 5.0 7.4.1): a token is good only while the row its `sid`
 * names exists, so logging out ends it on the server, not just in the browser.
 */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    private readonly transactions: Transactions,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly cache: SessionCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a new session for the user and answers its token: one autocommitted insert. Expired
   * rows are the retention job's (`RetentionService.purgeSessions`), not the sign-in's: a token past its expiry is
   * refused by its own `exp` whether or not its row is still there.
   */
  async start(user: User, scope: TokenScope): Promise<string> {
    const now = this.clock.now();
    const id = randomUUID();
    await this.sessions.insert({
      id,
      userId: user.id,
      scope,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.config.jwt.expiresInSeconds * 1000),
    });
    return this.tokens.sign(user, scope, id);
  }

  /** POST /api/users/logout and /api/admin/logout: this token's session ends. */
  async end(caller: AuthUser) {
    await this.transactions.run((manager) =>
      manager.delete(AuthSession, { id: caller.sessionId, userId: caller.id }),
    );
    this.cache.revokeUser(caller.id);
    return { message: LOGGED_OUT };
  }

  /** POST /api/users/logout-everywhere: every session of the caller ends, portal and back-office. */
  async endAll(caller: AuthUser) {
    await this.transactions.run((manager) => manager.delete(AuthSession, { userId: caller.id }));
    this.cache.revokeUser(caller.id);
    return { message: LOGGED_OUT_EVERYWHERE };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UserRole } from '../../users/entities/user.entity';
import { AuthUser } from '../auth-user';
import { AuthSession } from '../entities/auth-session.entity';
import { LiveSessionsRepository } from './live-sessions.repository';
import { SessionCache, VerifiedToken } from './session-cache';
import { TokenPayload } from './token.service';

/** The 401 of a session left unused for longer than its idle limit (docs/product/access.md). */
export const idleMessage = (minutes: number) =>
  `Your session ended after ${minutes} minutes without activity. Please log in again.`;

/** A session's last use is written at most this often (and never less than 4 times an idle limit). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Who a bearer token belongs to. passport-jwt has checked the signature and algorithm (HS256
 * with a KeyObject); here the expiry is checked against the injected clock, then one read: the
 * user must still exist, the token's session row (`sid`) must still be live, not idle for longer
 * than its role's limit (SESSION_IDLE_MINUTES, SESSION_IDLE_STAFF_MINUTES), and its token version
 * current. The session's last use is moved forward by one conditional UPDATE at most once a
 * minute, whichever instance serves it (docs/decisions/0088-idle-sessions.md). A fully verified
 * token is remembered for at most SESSION_CACHE_MS (see SessionCache), so the common request
 * costs no database read; the expiry is still checked against the clock on every request.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly clock: Clock,
    private readonly cache: SessionCache,
    private readonly sessions: LiveSessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `payload` is the token's, already checked for signature and algorithm by passport-jwt. */
  async verify(token: string, payload: TokenPayload & { exp?: number }): Promise<AuthUser | null> {
    const verified = await this.cache.resolve(token, () => this.load(payload));
    if (!verified || verified.exp * 1000 <= this.clock.now().getTime()) return null;
    return verified.user;
  }

  /**
   * The caller of a token verified in full within SESSION_CACHE_MS (signature, session row,
   * token version), still unexpired; null when it must go through passport-jwt and `verify`.
   */
  cached(token: string): AuthUser | null {
    const verified = this.cache.peek(token);
    if (!verified || verified.exp * 1000 <= this.clock.now().getTime()) return null;
    return verified.user;
  }

  /** Staff sessions end sooner: a back-office left open on a shared computer reaches every student. */
  idleLimitMs(role: UserRole): number {
    return role === 'user' ? this.config.sessionIdle.studentMs : this.config.sessionIdle.staffMs;
  }

  private async load(payload: TokenPayload & { exp?: number }): Promise<VerifiedToken | null> {
    const now = this.clock.now();
    if (!payload.exp || payload.exp * 1000 <= now.getTime()) return null;
    if (typeof payload.sid !== 'string' || !payload.sid) return null;
    const session = await this.sessions.findLive(payload.sid, payload.sub, payload.scope, now);
    const user = session?.user;
    if (!session || !user || user.tokenVersion !== payload.tv) return null;
    await this.checkIdle(session, user.role, now);
    return {
      user: {
        id: user.id,
        email: user.email,
        role: user.role,
        schoolId: user.schoolId,
        scope: payload.scope,
        sessionId: payload.sid,
      },
      exp: payload.exp,
    };
  }

  /**
   * Refuses a session unused for longer than its limit, else records this use when the last one
   * recorded is older than the touch interval. The UPDATE's own condition makes parallel requests
   * (on any instance) write once: the rest match no row.
   */
  private async checkIdle(session: AuthSession, role: UserRole, now: Date): Promise<void> {
    const limitMs = this.idleLimitMs(role);
    const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
    if (now.getTime() - lastSeen > limitMs) {
      throw AppError.unauthorized(idleMessage(Math.round(limitMs / 60_000)));
    }
    const touchEveryMs = Math.min(TOUCH_EVERY_MS, limitMs / 4);
    if (now.getTime() - lastSeen < touchEveryMs) return;
    await this.sessions.touch(session.id, now, new Date(now.getTime() - touchEveryMs));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { User } from '../../users/entities/user.entity';
import { AuthUser } from '../auth-user';
import { AuthSession } from '../entities/auth-session.entity';
import { SessionCache, VerifiedToken } from './session-cache';
import { TokenPayload } from './token.service';

/**
 * Who a bearer token belongs to. passport-jwt has checked the signature
 * and algorithm (HS256 with a KeyObject); here the expiry is checked against the injected clock,
 * then one read: the user must still exist, the token's session row (`sid`) must still be live
 * and its token version current. Only reads, never writes. A fully verified token is remembered
 * for at most SESSION_CACHE_MS (see SessionCache), so the common request costs no database read;
 * the expiry is still checked against the clock on every request.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly clock: Clock,
    private readonly cache: SessionCache,
    @InjectRepository(User) private readonly users: Repository<User>,
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

  private async load(payload: TokenPayload & { exp?: number }): Promise<VerifiedToken | null> {
    if (!payload.exp || payload.exp * 1000 <= this.clock.now().getTime()) return null;
    if (typeof payload.sid !== 'string' || !payload.sid) return null;
    const user = await this.users
      .createQueryBuilder('u')
      .innerJoin(
        AuthSession,
        's',
        's.user_id = u.id AND s.id = :sid AND s.scope = :scope AND s.expires_at > :now',
        { sid: payload.sid, scope: payload.scope, now: this.clock.now() },
      )
      .select(['u.id', 'u.email', 'u.role', 'u.schoolId', 'u.tokenVersion'])
      .where('u.id = :id', { id: payload.sub })
      .getOne();
    if (!user || user.tokenVersion !== payload.tv) return null;
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
}

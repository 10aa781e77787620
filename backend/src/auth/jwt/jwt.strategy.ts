import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { User } from '../../users/entities/user.entity';
import { AuthUser } from '../auth-user';
import { AuthSession } from '../entities/auth-session.entity';
import { JWT_ALGORITHM, TokenPayload, TokenService } from './token.service';

/**
 * passport-jwt with a KeyObject and one allowed algorithm; the user must still exist and the
 * token's session (`sid`) must still be live: logging out deletes it. Only reads, never writes.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    tokens: TokenService,
    private readonly clock: Clock,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: tokens.key as unknown as string,
      algorithms: [JWT_ALGORITHM],
      // Expiry is checked below against the injected clock, so tests can move time.
      ignoreExpiration: true,
    });
  }

  async validate(payload: TokenPayload & { exp?: number }): Promise<AuthUser | false> {
    if (!payload.exp || payload.exp * 1000 <= this.clock.now().getTime()) return false;
    if (typeof payload.sid !== 'string' || !payload.sid) return false;
    // One read: the user with the token's session, if it is still live (never a write).
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
    if (!user || user.tokenVersion !== payload.tv) return false;
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      schoolId: user.schoolId,
      scope: payload.scope,
      sessionId: payload.sid,
    };
  }
}

import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { User } from '../../users/entities/user.entity';
import { AuthUser } from '../auth-user';
import { JWT_ALGORITHM, TokenPayload, TokenService } from './token.service';

/** passport-jwt with a KeyObject and one allowed algorithm; the user must still exist. */
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
    const user = await this.users.findOne({
      where: { id: payload.sub },
      select: { id: true, email: true, role: true, schoolId: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== payload.tv) return false;
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      schoolId: user.schoolId,
      scope: payload.scope,
    };
  }
}

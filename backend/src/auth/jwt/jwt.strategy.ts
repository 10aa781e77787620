import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthUser } from '../auth-user';
import { SessionVerifier } from './session-verifier';
import { JWT_ALGORITHM, TokenPayload, TokenService } from './token.service';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * passport-jwt checks the signature with a KeyObject and one allowed algorithm; SessionVerifier
 * then decides whether the token's session is still live (and remembers that for at most 1 s).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    tokens: TokenService,
    private readonly sessions: SessionVerifier,
  ) {
    super({
      jwtFromRequest: fromBearer,
      secretOrKey: tokens.key as unknown as string,
      algorithms: [JWT_ALGORITHM],
      // Expiry is checked by SessionVerifier against the injected clock, so tests can move time.
      ignoreExpiration: true,
      passReqToCallback: true,
    });
  }

  async validate(
    request: unknown,
    payload: TokenPayload & { exp?: number },
  ): Promise<AuthUser | false> {
    const token = fromBearer(request as Parameters<typeof fromBearer>[0]);
    return (token && (await this.sessions.verify(token, payload))) || false;
  }
}

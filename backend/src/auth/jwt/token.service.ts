import { Inject, Injectable } from '@nestjs/common';
import * as jwt from 'jsonwebtoken';
import { KeyObject } from 'node:crypto';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { User, UserRole } from '../../users/entities/user.entity';
import { loadJwtKey } from './jwt-secret';

/** The only algorithm accepted; `alg: none` and every other value are refused. */
export const JWT_ALGORITHM = 'HS256';

export type TokenScope = 'portal' | 'backoffice';

export type TokenPayload = {
  sub: string;
  role: UserRole;
  /** The user's token version at sign-in: bumping it revokes every earlier token. */
  tv: number;
  scope: TokenScope;
  /** The id of the token's row in auth_sessions: logging out deletes it. */
  sid: string;
  email?: string;
  schoolId?: number | null;
  /** Set by jsonwebtoken when signing: expiry, seconds since the epoch. */
  exp?: number;
};

@Injectable()
export class TokenService {
  readonly key: KeyObject;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = loadJwtKey(config.jwt.secret, config.dataDir);
  }

  /** A token for the session `sid` (see SessionService.start, which stores the row first). */
  sign(user: User, scope: TokenScope, sid: string): string {
    const payload: TokenPayload = {
      sub: user.id,
      role: user.role,
      tv: user.tokenVersion,
      scope,
      sid,
    };
    // The back-office shows who is signed in and scopes coordinators to their school.
    if (scope === 'backoffice')
      Object.assign(payload, { email: user.email, schoolId: user.schoolId });
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return jwt.sign({ ...payload, iat }, this.key, {
      algorithm: JWT_ALGORITHM,
      expiresIn: this.config.jwt.expiresInSeconds,
    });
  }

  /** Verifies signature, algorithm and expiry against the injected clock; null when invalid. */
  verify(token: string): TokenPayload | null {
    try {
      return jwt.verify(token, this.key, {
        algorithms: [JWT_ALGORITHM],
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      }) as TokenPayload;
    } catch {
      return null;
    }
  }
}

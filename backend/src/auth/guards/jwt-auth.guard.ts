import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ExtractJwt } from 'passport-jwt';
import { AppError } from '../../common/app-error';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { AuthUser } from '../auth-user';
import { SessionVerifier } from '../jwt/session-verifier';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();
type CachedRequest = Parameters<typeof fromBearer>[0] & { user?: AuthUser };

export const INVALID_TOKEN = 'Invalid or expired token. Please log in again.';

/** Global, deny-by-default: every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    // A token verified in full within the last second (SessionCache, keyed by the exact token
    // string) needs neither passport-jwt's signature check nor a read
    // (docs/decisions/0007-session-cache-one-second.md): the signature check was a large share of a
    // report's time under load.
    const request = context.switchToHttp().getRequest<CachedRequest>();
    const token = fromBearer(request);
    const user = token ? this.sessions.cached(token) : null;
    if (user) {
      request.user = user;
      return true;
    }
    return super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // A refusal with its own words (a session ended for want of use) keeps them.
    if (error instanceof AppError) throw error;
    if (error || !user) throw AppError.unauthorized(INVALID_TOKEN);
    return user;
  }
}

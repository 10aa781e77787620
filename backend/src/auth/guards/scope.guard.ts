import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/app-error';
import { AuthUser } from '../auth-user';
import { TOKEN_SCOPE } from '../decorators/scope.decorator';
import type { TokenScope } from '../jwt/token.service';

export const PORTAL_TOKEN_REFUSED =
  'This sign-in is for the portal. Please log in to the back-office.';
export const BACKOFFICE_TOKEN_REFUSED =
  'This sign-in is for the back-office. Please log in to the portal.';

/** The scope a route takes: its @ForScope, else back-office under /api/admin, else portal. */
export function routeScope(
  reflector: Reflector,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- Nest's handler/class types
  handler: Function,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  controller: Function,
): TokenScope {
  const declared = reflector.getAllAndOverride<TokenScope | undefined>(TOKEN_SCOPE, [
    handler,
    controller,
  ]);
  if (declared) return declared;
  const path = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
  const first = (Array.isArray(path) ? path[0] : path) ?? '';
  return /^\/?admin(\/|$)/.test(first) ? 'backoffice' : 'portal';
}

/**
 * A token is good only for the app that asked for it: a portal token is refused on
 * /api/admin/*, a back-office token on the portal API. Runs after JwtAuthGuard; public routes
 * (no user on the request) are not concerned.
 */
@Injectable()
export class ScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user) return true;
    const required = routeScope(this.reflector, context.getHandler(), context.getClass());
    if (user.scope === required) return true;
    throw AppError.forbidden(
      user.scope === 'portal' ? PORTAL_TOKEN_REFUSED : BACKOFFICE_TOKEN_REFUSED,
    );
  }
}

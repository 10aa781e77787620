import { SetMetadata } from '@nestjs/common';
import type { TokenScope } from '../jwt/token.service';

export const TOKEN_SCOPE = 'tokenScope';

/**
 * Which sign-in a route takes. Routes under /api/admin take a back-office token and
 * every other route a portal token (ScopeGuard); this names the exceptions, such as the spec's
 * legacy whitelist-manager calls outside /api/admin that belong to the back-office.
 */
export const ForScope = (scope: TokenScope) => SetMetadata(TOKEN_SCOPE, scope);

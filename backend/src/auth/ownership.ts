import { AppError } from '../common/app-error';
import { AuthUser, isAdmin } from './auth-user';

export const NOT_YOUR_DATA = 'You can only access your own data.';

/**
 * The one ownership rule (docs/decisions/0005-default-deny-route-declarations.md): a `userId` must
 * be the caller's own unless an admin asks.
 */
export function assertSelfOrAdmin(caller: AuthUser, userId: string | undefined | null): void {
  if (!userId) throw AppError.badRequest('User ID is missing.');
  if (userId !== caller.id && !isAdmin(caller)) {
    throw AppError.forbidden(NOT_YOUR_DATA);
  }
}

import { UserRole } from '../users/entities/user.entity';
import { TokenScope } from './jwt/token.service';

/** The caller, as the JWT guard puts it on the request. */
export type AuthUser = {
  id: string;
  email: string;
  role: UserRole;
  schoolId: number | null;
  scope: TokenScope;
  /** The session the token belongs to (auth_sessions.id). */
  sessionId: string;
};

export const isAdmin = (user: AuthUser): boolean => user.role === 'admin';

/**
 * GET /api/users/verify-token's answer (docs/product/access.md, "Sessions") for a caller the guard
 * let through; also part of the dashboard's first read.
 */
export const verifiedSession = (user: AuthUser) => ({
  valid: true,
  userId: user.id,
  role: user.role,
});

import { accountCooldownEnd, accountCooldownMessage, type CooldownAction } from '@aspire/domain';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';

/**
 * Throws the tooltip text with the date the 30-day cooldown lifts; admins exempt
 * (docs/product/dashboard.md, "Manage Account").
 */
export function assertCooldown(
  caller: AuthUser,
  kind: CooldownAction,
  last: Date | null,
  now: Date,
): void {
  if (isAdmin(caller)) return;
  const next = accountCooldownEnd(last, now);
  if (next) throw AppError.forbidden(accountCooldownMessage(kind, next));
}

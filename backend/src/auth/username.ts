import { USERNAME_TAKEN_SERVER } from '@aspire/domain';
import { EntityManager, QueryFailedError } from 'typeorm';
import { AppError } from '../common/app-error';
import { isDuplicateKey } from '../database/duplicate-key';
import { User } from '../users/entities/user.entity';

/** Whether another account already has this username in any case ("abc_13" vs "ABC_13"). */
export async function usernameTaken(
  manager: EntityManager,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const other = await manager.findOneBy(User, { usernameKey: username.toLowerCase() });
  return !!other && other.id !== exceptUserId;
}

/**
 * Runs a write that sets a username. The check before it answers the usual case; when a
 * concurrent request wins the race for a case variant, the unique index refuses the write and
 * the caller gets the same message instead of a generic conflict.
 */
export async function claimingUsername<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUsernameDuplicate(error)) throw AppError.conflict(USERNAME_TAKEN_SERVER);
    throw error;
  }
}

function isUsernameDuplicate(error: unknown): boolean {
  return (
    error instanceof QueryFailedError && isDuplicateKey(error) && /username_key/.test(error.message)
  );
}

import { USERNAME_MAX, USERNAME_MIN } from '@aspire/domain';
import { EnumField, RuleField } from '../../common/dto/fields';
import { SchoolIdField } from '../../whitelist/dto/whitelist-entry.dto';
import { UserRole } from '../entities/user.entity';

export const ROLES: UserRole[] = ['user', 'subject_consultant', 'coordinator', 'admin'];
export const USERNAME_RULE =
  'Username must be 3–50 characters long and contain only letters, numbers, or underscores.';

const username = (v: unknown) =>
  v === undefined || (typeof v === 'string' && /^[A-Za-z0-9_]{3,50}$/.test(v))
    ? null
    : USERNAME_RULE;

/** What staff may change on an account in the back-office; everything else is refused. */
export class UserChangesDto {
  @RuleField(
    username,
    { type: String, minLength: USERNAME_MIN, maxLength: USERNAME_MAX, pattern: '^[A-Za-z0-9_]+$' },
    { optional: true },
  )
  username?: string;

  @EnumField(ROLES, { optional: true, message: `Role must be one of: ${ROLES.join(', ')}.` })
  role?: UserRole;

  @SchoolIdField()
  school_id?: number | null;
}

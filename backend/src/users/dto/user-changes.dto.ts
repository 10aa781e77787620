import {
  USER_ROLE_INVALID,
  USER_ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@aspire/domain';
import { EnumField, RuleField } from '../../common/dto/fields';
import { SchoolIdField } from '../../whitelist/dto/whitelist-entry.dto';
import { UserRole } from '../entities/user.entity';

export const ROLES: readonly UserRole[] = USER_ROLES;
export const USERNAME_RULE =
  'Username must be 3–50 characters long and contain only letters, numbers, or underscores.';

const username = (v: unknown) =>
  v === undefined ||
  (typeof v === 'string' &&
    v.length >= USERNAME_MIN &&
    v.length <= USERNAME_MAX &&
    USERNAME_PATTERN.test(v))
    ? null
    : USERNAME_RULE;

/** What staff may change on an account in the back-office; everything else is refused. */
export class UserChangesDto {
  @RuleField(
    username,
    {
      type: String,
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
      pattern: USERNAME_PATTERN.source,
    },
    { optional: true },
  )
  username?: string;

  @EnumField(ROLES, { optional: true, message: USER_ROLE_INVALID })
  role?: UserRole;

  @SchoolIdField()
  school_id?: number | null;
}

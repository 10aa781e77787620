import {
  ACCOUNT_PASSWORD_REQUIRED,
  EMAIL_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  validateNewEmail,
  validateNewUsername,
} from '@aspire/domain';
import { LOGIN_PASSWORD_MAX } from '../../auth/dto/login.dto';
import {
  NestedField,
  NumberField,
  RuleField,
  TextField,
  UserIdField,
} from '../../common/dto/fields';
import { LENGTH, LIST_MAX } from '../../database/columns';

const passwordGiven = (v: unknown) =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= LOGIN_PASSWORD_MAX
    ? null
    : ACCOUNT_PASSWORD_REQUIRED;

/** The caller's current password, asked again before sensitive changes. */
const PasswordField = () =>
  RuleField(passwordGiven, {
    type: String,
    format: 'password',
    minLength: 1,
    maxLength: LOGIN_PASSWORD_MAX,
  });

export class VerifyPasswordDto {
  @UserIdField() userId: string;

  @PasswordField() password: string;
}

/** DELETE /api/users/delete/:userId: the caller's password, re-entered (ASVS 5.0 7.5.1). */
export class DeleteAccountDto {
  @PasswordField() password: string;
}

export class UpdateUsernameDto {
  @UserIdField() userId: string;

  /**
   * 3 to 50 characters (and, as at registration, letters, digits, underscore;
   * docs/product/dashboard.md, "Manage Account").
   */
  @RuleField(validateNewUsername, {
    type: String,
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    pattern: USERNAME_PATTERN.source,
  })
  username: string;
}

const emailSchema = { type: String, format: 'email', maxLength: EMAIL_MAX };

export class ChangeEmailDto {
  @UserIdField() userId: string;

  @RuleField(validateNewEmail, emailSchema)
  newEmail: string;

  /** The caller's password, re-entered (ASVS 5.0 7.5.1). */
  @PasswordField() password: string;
}

class TopSubjectDto {
  @TextField({ max: LENGTH.name }) subject: string;
  @NumberField({ min: 0, max: 100 }) averageScore: number;
}

export class SaveTopSubjectsDto {
  @NestedField(() => TopSubjectDto, { maxItems: LIST_MAX.topItems })
  topSubjects: TopSubjectDto[];
}

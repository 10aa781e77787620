import {
  MAX_AGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  validateAge,
  validatePassword,
  validateUsername,
} from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { EmailField } from './email.dto';

export const UsernameField = () =>
  RuleField(
    validateUsername,
    {
      type: String,
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
      pattern: USERNAME_PATTERN.source,
    },
    { example: 'new_student' },
  );

/** A whole number, or a string of digits as the register form sends it. */
export const AgeField = () =>
  RuleField(
    validateAge,
    {
      oneOf: [
        { type: 'integer', minimum: 0, maximum: MAX_AGE },
        { type: 'string', maxLength: 4 },
      ],
    },
    { example: 15 },
  );

export const NewPasswordField = () =>
  RuleField(
    validatePassword,
    { type: String, format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX },
    { example: 'Str0ng!Pass' },
  );

/**
 * The register payload; its rules and messages come from domain/
 * (docs/product/access.md, "The registration form").
 */
export class RegisterDto {
  @UsernameField()
  username: string;

  @AgeField()
  age: number | string;

  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;
}

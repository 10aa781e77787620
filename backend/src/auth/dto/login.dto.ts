import { PASSWORD_REQUIRED } from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { EmailField } from './email.dto';

/**
 * Login never checks strength (docs/product/access.md, "Signing in"); the cap only bounds the work
 * of hashing.
 */
export const LOGIN_PASSWORD_MAX = 1024;
const passwordGiven = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= LOGIN_PASSWORD_MAX
    ? null
    : PASSWORD_REQUIRED;

export const PasswordGivenField = () =>
  RuleField(passwordGiven, {
    type: String,
    format: 'password',
    minLength: 1,
    maxLength: LOGIN_PASSWORD_MAX,
  });

export class LoginDto {
  @EmailField()
  email: string;

  @PasswordGivenField()
  password: string;
}

import { RESET_LINK_INCOMPLETE, validateEmail, validatePassword } from '@aspire/domain';
import { Rule } from './rule.decorator';

const tokenGiven = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value) ? null : RESET_LINK_INCOMPLETE;

/** spec 000 §3: {email, token, newPassword}; the new password follows the register rule. */
export class ResetPasswordDto {
  @Rule(validateEmail)
  email: string;

  @Rule(tokenGiven)
  token: string;

  @Rule(validatePassword)
  newPassword: string;
}

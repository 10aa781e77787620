import { RESET_LINK_INCOMPLETE } from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { EmailField } from './email.dto';
import { NewPasswordField } from './register.dto';

/** The random part of a link (reset, verification): 16–128 URL-safe characters. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
export const linkTokenSchema = {
  type: String,
  minLength: 16,
  maxLength: 128,
  pattern: LINK_TOKEN.source,
} as const;

const tokenGiven = (value: unknown) =>
  typeof value === 'string' && LINK_TOKEN.test(value) ? null : RESET_LINK_INCOMPLETE;

/**
 * {email, token, newPassword}; the new password follows the register rule
 * (docs/product/access.md, "Resetting a password").
 */
export class ResetPasswordDto {
  @EmailField()
  email: string;

  @RuleField(tokenGiven, linkTokenSchema)
  token: string;

  @NewPasswordField()
  newPassword: string;
}

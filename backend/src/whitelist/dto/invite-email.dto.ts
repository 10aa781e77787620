import { EMAIL_MAX, validateInviteEmail } from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';

/** The address a student invites to the whitelist (docs/product/access.md). */
export class InviteEmailDto {
  @RuleField(validateInviteEmail, { type: String, format: 'email', maxLength: EMAIL_MAX })
  email: string;
}

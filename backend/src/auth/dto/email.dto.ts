import { EMAIL_MAX, validateEmail } from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';

/**
 * An e-mail address as registration accepts it (printable ASCII, at most 254 characters;
 * docs/product/access.md, "The registration form").
 */
export const EmailField = () =>
  RuleField(
    validateEmail,
    { type: String, format: 'email', maxLength: EMAIL_MAX },
    { example: 'student@demo-school.test' },
  );

export class EmailDto {
  @EmailField()
  email: string;
}

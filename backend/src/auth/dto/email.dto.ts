import { validateEmail } from '@aspire/domain';
import { Rule } from './rule.decorator';

export class EmailDto {
  /** @example student@demo-school.test */
  @Rule(validateEmail)
  email: string;
}

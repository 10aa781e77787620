import { validateAge, validateEmail, validatePassword, validateUsername } from '@aspire/domain';
import { Rule } from './rule.decorator';

/** spec 000 §3 register payload; rules and messages from spec 000 §5 via domain/. */
export class RegisterDto {
  /** @example new_student */
  @Rule(validateUsername)
  username: string;

  /** @example 15 */
  @Rule(validateAge)
  age: number | string;

  /** @example new.student@demo-school.test */
  @Rule(validateEmail)
  email: string;

  /** @example Str0ng!Pass */
  @Rule(validatePassword)
  password: string;
}

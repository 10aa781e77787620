import { PASSWORD_REQUIRED, validateEmail } from '@aspire/domain';
import { Rule } from './rule.decorator';

// Login never checks strength (spec 000 §5); the cap only bounds the work of hashing.
const passwordGiven = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 1024 ? null : PASSWORD_REQUIRED;

export class LoginDto {
  @Rule(validateEmail)
  email: string;

  @Rule(passwordGiven)
  password: string;
}

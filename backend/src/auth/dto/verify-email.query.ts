import { VERIFY_LINK_INCOMPLETE } from '@aspire/domain';
import { Rule } from './rule.decorator';

const tokenGiven = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(value)
    ? null
    : VERIFY_LINK_INCOMPLETE;

export class VerifyEmailQuery {
  @Rule(tokenGiven)
  token: string;
}

import { VERIFY_LINK_INCOMPLETE } from '@aspire/domain';
import { RuleField } from '../../common/dto/fields';
import { LINK_TOKEN, linkTokenSchema } from './reset-password.dto';

const tokenGiven = (value: unknown) =>
  typeof value === 'string' && LINK_TOKEN.test(value) ? null : VERIFY_LINK_INCOMPLETE;

export class VerifyEmailQuery {
  @RuleField(tokenGiven, linkTokenSchema)
  token: string;
}

import { MAX_AGE, validateAge } from '@aspire/domain';
import { UsernameField } from '../../auth/dto/register.dto';
import { RuleField } from '../../common/dto/fields';

/** The first sign-in's registration step: what registration asks besides the address. */
export class SsoRegisterDto {
  @UsernameField()
  username: string;

  @RuleField(
    validateAge,
    {
      oneOf: [
        { type: 'integer', minimum: 0, maximum: MAX_AGE },
        { type: 'string', maxLength: 4 },
      ],
    },
    { example: 15 },
  )
  age: number | string;
}

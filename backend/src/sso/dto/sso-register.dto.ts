import { AgeField, UsernameField } from '../../auth/dto/register.dto';

/** The first sign-in's registration step: what registration asks besides the address. */
export class SsoRegisterDto {
  @UsernameField()
  username: string;

  @AgeField()
  age: number | string;
}

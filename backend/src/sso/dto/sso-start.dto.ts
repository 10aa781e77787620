import { SSO_APPS, SSO_PROVIDERS, SsoApp, SsoProvider } from '@aspire/domain';
import { EmailField } from '../../auth/dto/email.dto';
import { EnumField } from '../../common/dto/fields';

/** The button: the typed school address (it names the school), the provider, the page. */
export class SsoStartDto {
  @EmailField()
  email: string;

  @EnumField(SSO_PROVIDERS)
  provider: SsoProvider;

  @EnumField(SSO_APPS)
  app: SsoApp;
}

export class SsoFinishDto {
  @EnumField(SSO_APPS)
  app: SsoApp;
}

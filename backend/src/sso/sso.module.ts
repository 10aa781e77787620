import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { WhitelistModule } from '../whitelist/whitelist.module';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { SsoAttempt } from './entities/sso-attempt.entity';
import { SsoIdentity } from './entities/sso-identity.entity';
import { OidcClientService } from './oidc-client.service';
import { SecretBox } from './secret-box';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoConfigAdminController } from './sso-config-admin.controller';
import { SSO_SECRET_BOX, SsoConfigService } from './sso-config.service';
import { SsoController } from './sso.controller';
import { SsoFinishService } from './sso-finish.service';
import { SsoRepository } from './sso.repository';
import { SsoSignInService } from './sso-sign-in.service';

/** School sign-in over OpenID Connect, beside the password sign-in (docs/product/access.md). */
@Module({
  imports: [
    TypeOrmModule.forFeature([SchoolSsoConfig, SsoAttempt, SsoIdentity]),
    AuthModule,
    WhitelistModule,
    AdminModule,
  ],
  controllers: [SsoController, SsoConfigAdminController],
  providers: [
    {
      provide: SSO_SECRET_BOX,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.sso.secretKey ? new SecretBox(config.sso.secretKey) : null,
    },
    SsoRepository,
    OidcClientService,
    SsoAccountsService,
    SsoConfigService,
    SsoSignInService,
    SsoFinishService,
  ],
})
export class SsoModule {}

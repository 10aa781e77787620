import { Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RejectedSignupsModule } from './rejected-signups.module';
import { User } from '../users/entities/user.entity';
import { WhitelistModule } from '../whitelist/whitelist.module';
import { AccessDeclarations } from './access-declarations';
import { AdminAuthController } from './admin-auth.controller';
import { AuthController } from './auth.controller';
import { DeviceCookies } from './device/device-cookies';
import { EmailVerificationService } from './email-verification.service';
import { EmailTokenService } from './email-token.service';
import { AuthLimit } from './entities/auth-limit.entity';
import { AuthSession } from './entities/auth-session.entity';
import { EmailToken } from './entities/email-token.entity';
import { JwtAuthGuard } from './guards/jwt-auth.guard';
import { OwnershipGuard } from './guards/ownership.guard';
import { RolesGuard } from './guards/roles.guard';
import { ScopeGuard } from './guards/scope.guard';
import { JwtStrategy } from './jwt/jwt.strategy';
import { LiveSessionsRepository } from './jwt/live-sessions.repository';
import { SessionCache } from './jwt/session-cache';
import { SessionVerifier } from './jwt/session-verifier';
import { TokenService } from './jwt/token.service';
import { AuthLimitsRepository } from './limits/auth-limits.repository';
import { AuthLimitsService } from './limits/auth-limits.service';
import { LoginService } from './login.service';
import { PasswordLinkService } from './password-link.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';

@Module({
  imports: [
    PassportModule,
    DiscoveryModule,
    TypeOrmModule.forFeature([User, EmailToken, AuthLimit, AuthSession]),
    WhitelistModule,
    RejectedSignupsModule,
  ],
  controllers: [AuthController, AdminAuthController],
  providers: [
    TokenService,
    DeviceCookies,
    JwtStrategy,
    SessionCache,
    LiveSessionsRepository,
    SessionVerifier,
    PasswordService,
    EmailTokenService,
    AuthLimitsRepository,
    AuthLimitsService,
    RegistrationService,
    LoginService,
    EmailVerificationService,
    PasswordResetService,
    PasswordLinkService,
    SessionService,
    // Deny by default: every route needs a token unless @Public(), then the token's scope (portal
    // or back-office), the role check, then ownership of the user id the route declares; every
    // route must declare one of them.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: ScopeGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: OwnershipGuard },
    AccessDeclarations,
  ],
  exports: [
    TokenService,
    PasswordService,
    PasswordLinkService,
    AuthLimitsService,
    EmailTokenService,
    SessionService,
    SessionCache,
    TypeOrmModule,
  ],
})
export class AuthModule {}

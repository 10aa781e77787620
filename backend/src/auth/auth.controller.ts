import {
  Body,
  Controller,
  UseGuards,
  Get,
  HttpCode,
  Ip,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, verifiedSession } from './auth-user';
import { CurrentUser } from './decorators/current-user.decorator';
import { SignedIn } from './decorators/owner.decorator';
import { Public } from './decorators/public.decorator';
import { EmailDto } from './dto/email.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { VerifyEmailQuery } from './dto/verify-email.query';
import { EmailVerificationService } from './email-verification.service';
import { DeviceCookies } from './device/device-cookies';
import { setDeviceCookie } from './device/device-cookie.reply';
import { LoginService } from './login.service';
import { PasswordResetService } from './password-reset.service';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  IpResponse,
  LoginResponse,
  LoginStatusResponse,
  RegisterStatusResponse,
  VerifyTokenResponse,
} from './dto/auth.responses';
import { AuthLimitsService } from './limits/auth-limits.service';

/** Sign-up, verification, sign-in and password reset (docs/product/access.md). */
@ApiTags('auth')
@UseGuards(ThrottlerGuard)
@Controller('users')
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly login: LoginService,
    private readonly verification: EmailVerificationService,
    private readonly reset: PasswordResetService,
    private readonly limits: AuthLimitsService,
    private readonly sessions: SessionService,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Post('register')
  @Answers(MessageResponse, 201)
  register(@Body() body: RegisterDto, @Ip() ip: string) {
    return this.registration.register(body, ip);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @Answers(LoginResponse)
  async signIn(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const device = this.devices.recognise(request.cookies, body.email);
    const answer = await this.login.login(body, ip, device);
    setDeviceCookie(request, reply, this.devices.issue(body.email));
    return answer;
  }

  /**
   * The server is the authority on the login lockout. A browser whose own record
   * still counts down asks here, so a lock lifted by staff (or a reset) is lifted there too.
   * Throttled per IP like the other auth routes; the same answer for unknown e-mails.
   */
  @Public()
  @Post('login-status')
  @HttpCode(200)
  @Answers(LoginStatusResponse)
  async loginStatus(@Body() body: EmailDto, @Req() request: FastifyRequest) {
    const device = this.devices.recognise(request.cookies, body.email);
    return { waitSeconds: await this.limits.waitSeconds('login', body.email, device) };
  }

  /**
   * The server is the authority on the sign-up lock too: the portal's register form asks while
   * its own record says locked, so refusals the server forgave (the school whitelisted the
   * address since) no longer block the browser. Same shape for unknown e-mails.
   */
  @Public()
  @Post('register-status')
  @HttpCode(200)
  @Answers(RegisterStatusResponse)
  async registerStatus(@Body() body: EmailDto) {
    return { waitSeconds: await this.registration.waitSeconds(body.email) };
  }

  @Public()
  @Get('verify-email')
  @Answers(MessageResponse)
  verifyEmail(@Query() query: VerifyEmailQuery, @Ip() ip: string) {
    return this.verification.verify(query.token, ip);
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  @Answers(MessageResponse)
  resendVerification(@Body() body: EmailDto) {
    return this.verification.resend(body.email);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @Answers(MessageResponse)
  forgotPassword(@Body() body: EmailDto) {
    return this.reset.forgot(body.email);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @Answers(MessageResponse)
  resetPassword(@Body() body: ResetPasswordDto, @Ip() ip: string) {
    return this.reset.reset(body, ip);
  }

  /**
   * `{valid, userId}`; a bad token never gets here (401 from the guard;
   * docs/product/access.md, "Sessions").
   */
  @SignedIn()
  @SkipThrottle()
  @Get('verify-token')
  @Answers(VerifyTokenResponse)
  verifyToken(@CurrentUser() user: AuthUser) {
    return verifiedSession(user);
  }

  /** Ends this token's session on the server: the token answers 401 from now on. */
  @SignedIn()
  @SkipThrottle()
  @Post('logout')
  @HttpCode(200)
  @Answers(MessageResponse)
  logout(@CurrentUser() user: AuthUser) {
    return this.sessions.end(user);
  }

  /** Ends every session of the caller, in the portal and the back-office. */
  @SignedIn()
  @SkipThrottle()
  @Post('logout-everywhere')
  @HttpCode(200)
  @Answers(MessageResponse)
  logoutEverywhere(@CurrentUser() user: AuthUser) {
    return this.sessions.endAll(user);
  }

  /**
   * The portal's register-limit key (docs/product/access.md, "Lockouts and backoff"), instead of a
   * third-party lookup.
   */
  @Public()
  @Get('ip')
  @Answers(IpResponse)
  ip(@Ip() ip: string) {
    return { ip };
  }
}

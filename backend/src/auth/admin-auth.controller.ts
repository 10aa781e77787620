import { Body, Controller, UseGuards, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser } from './auth-user';
import { CurrentUser } from './decorators/current-user.decorator';
import { SignedIn } from './decorators/owner.decorator';
import { Public } from './decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
import { DeviceCookies } from './device/device-cookies';
import { setDeviceCookie } from './device/device-cookie.reply';
import { LoginService } from './login.service';
import { SessionService } from './session.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import { AdminLoginResponse } from './dto/auth.responses';

@ApiTags('admin')
@UseGuards(ThrottlerGuard)
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionService,
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * The back-office sign-in (docs/product/access.md, "Signing in"): `{token}` for admins and
   * coordinators, `{error}` otherwise.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  @Answers(AdminLoginResponse)
  async signIn(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const device = this.devices.recognise(request.cookies, body.email);
    const answer = await this.login.adminLogin(body, ip, device);
    setDeviceCookie(request, reply, this.devices.issue(body.email));
    return answer;
  }

  /** The back-office's logout: ends this back-office session on the server. */
  @SignedIn()
  @SkipThrottle()
  @Post('logout')
  @HttpCode(200)
  @Answers(MessageResponse)
  logout(@CurrentUser() user: AuthUser) {
    return this.sessions.end(user);
  }
}

import { Body, Controller, UseGuards, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser } from './auth-user';
import { CurrentUser } from './decorators/current-user.decorator';
import { SignedIn } from './decorators/owner.decorator';
import { Public } from './decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
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
  ) {}

  /** spec 000 §7 admin login: `{token}` for admins and coordinators, `{error}` otherwise. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @Answers(AdminLoginResponse)
  signIn(@Body() body: LoginDto, @Ip() ip: string) {
    return this.login.adminLogin(body, ip);
  }

  /** The back-office's logout: ends this back-office session on the server (issue 9 §7). */
  @SignedIn()
  @SkipThrottle()
  @Post('logout')
  @HttpCode(200)
  @Answers(MessageResponse)
  logout(@CurrentUser() user: AuthUser) {
    return this.sessions.end(user);
  }
}

import { Body, Controller, UseGuards, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from './decorators/public.decorator';
import { LoginDto } from './dto/login.dto';
import { LoginService } from './login.service';
import { Answers } from '../common/dto/responses';
import { AdminLoginResponse } from './dto/auth.responses';

@ApiTags('admin')
@UseGuards(ThrottlerGuard)
@Controller('admin')
export class AdminAuthController {
  constructor(private readonly login: LoginService) {}

  /** spec 000 §7 admin login: `{token}` for admins and coordinators, `{error}` otherwise. */
  @Public()
  @Post('login')
  @HttpCode(200)
  @Answers(AdminLoginResponse)
  signIn(@Body() body: LoginDto, @Ip() ip: string) {
    return this.login.adminLogin(body, ip);
  }
}

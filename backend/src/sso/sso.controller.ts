import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Ip,
  Post,
  Redirect,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/decorators/public.decorator';
import { Answers } from '../common/dto/responses';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { bindBrowser, browserHash, unbindBrowser } from './browser-binding';
import { SsoRegisterDto } from './dto/sso-register.dto';
import { SsoFinishDto, SsoStartDto } from './dto/sso-start.dto';
import { SsoFinishResponse, SsoSignedInResponse, SsoStartResponse } from './dto/sso.responses';
import { SsoFinishService } from './sso-finish.service';
import { Callback, SsoSignInService } from './sso-sign-in.service';

/** A callback URL longer than this is no provider's: it is treated as an unknown state. */
const CALLBACK_URL_MAX = 8192;

/** School sign-in over OpenID Connect (docs/product/access.md "School sign-in"). */
@ApiTags('auth')
@UseGuards(ThrottlerGuard)
@Controller('sso')
export class SsoController {
  private readonly secure: boolean;

  constructor(
    private readonly signIn: SsoSignInService,
    private readonly finisher: SsoFinishService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.appUrl.startsWith('https:');
  }

  /** "Continue with Google/Microsoft": the provider's URL, and the cookie binding this browser. */
  @Public()
  @Post('start')
  @HttpCode(200)
  @Answers(SsoStartResponse)
  start(@Body() body: SsoStartDto, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.signIn.start(body, () => bindBrowser(reply, this.secure));
  }

  /** The provider sends the browser back here; it goes on to the sign-in page that started it. */
  @Public()
  @Get('callback')
  @Redirect(undefined, 303)
  @ApiResponse({ status: 303, description: 'On to the sign-in page that started it.' })
  async callback(@Req() request: FastifyRequest, @Ip() ip: string) {
    return { url: await this.signIn.callback(callbackOf(request, ip)) };
  }

  /** The sign-in page collects the outcome: a session, the registration step, or the refusal. */
  @Public()
  @Post('finish')
  @HttpCode(200)
  @Answers(SsoFinishResponse)
  async finish(
    @Body() body: SsoFinishDto,
    @Req() request: FastifyRequest,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = await this.finisher.finish(browserHash(request), body.app, ip);
    if (answer.status === 'signed-in') unbindBrowser(reply, this.secure);
    return answer;
  }

  /** A first sign-in's registration step (username and age, asked once). */
  @Public()
  @Post('register')
  @HttpCode(200)
  @Answers(SsoSignedInResponse)
  async register(
    @Body() body: SsoRegisterDto,
    @Req() request: FastifyRequest,
    @Ip() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const answer = await this.finisher.register(browserHash(request), body, ip);
    unbindBrowser(reply, this.secure);
    return answer;
  }
}

/** The provider's answer as it arrived; its query is read only by the service's checks. */
function callbackOf(request: FastifyRequest, ip: string): Callback {
  const url = request.url.length <= CALLBACK_URL_MAX ? request.url : '';
  const at = url.indexOf('?');
  return {
    query: url ? ((request.query ?? {}) as Record<string, unknown>) : {},
    search: at >= 0 ? url.slice(at) : '',
    browserHash: browserHash(request),
    ip,
  };
}

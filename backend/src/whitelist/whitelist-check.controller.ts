import { Body, Controller, UseGuards, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../auth/decorators/public.decorator';
import { EmailDto } from '../auth/dto/email.dto';
import { WhitelistService } from './whitelist.service';
import { Answers } from '../common/dto/responses';
import { WhitelistCheckResponse } from './dto/whitelist.responses';

@ApiTags('whitelist')
@UseGuards(ThrottlerGuard)
@Controller('whitelist')
export class WhitelistCheckController {
  constructor(private readonly whitelist: WhitelistService) {}

  /**
   * The register form asks before registering; the server checks again
   * (docs/product/access.md, "Who can register").
   */
  @Public()
  @Post('check-email')
  @HttpCode(200)
  @Answers(WhitelistCheckResponse)
  async checkEmail(@Body() body: EmailDto) {
    return { isWhitelisted: (await this.whitelist.findMatch(body.email)) !== null };
  }
}

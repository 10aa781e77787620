import { Body, Controller, Delete, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { whitelistAdded, whitelistRemoved } from '@aspire/domain';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { Auth } from '../auth/decorators/auth.decorator';
import { ForScope } from '../auth/decorators/scope.decorator';
import { MessageErrorsInterceptor } from '../common/message-errors.interceptor';
import { WhitelistEntryDto } from './dto/whitelist-entry.dto';
import { WhitelistAdminService } from './whitelist-admin.service';
import { Answers, MessageResponse } from '../common/dto/responses';

/** The original whitelist manager's calls, kept for compatibility; admin-only here. */
@ApiTags('whitelist')
@Auth('admin')
@ForScope('backoffice')
@Controller('whitelist')
export class WhitelistManagerController {
  constructor(private readonly service: WhitelistAdminService) {}

  @Get('domains')
  @Answers([String] as never)
  domains() {
    return this.service.values('domain');
  }

  @Get('emails')
  @Answers([String] as never)
  emails() {
    return this.service.values('email');
  }

  @Post()
  @Answers(MessageResponse, 201)
  @UseInterceptors(MessageErrorsInterceptor)
  async add(@Body() body: WhitelistEntryDto, @CurrentActor() actor: Actor) {
    const entry = await this.service.create(body, actor);
    return { message: whitelistAdded(entry.value) };
  }

  @Delete()
  @HttpCode(200)
  @Answers(MessageResponse)
  @UseInterceptors(MessageErrorsInterceptor)
  async remove(@Body() body: WhitelistEntryDto, @CurrentActor() actor: Actor) {
    const entry = await this.service.removeValue(body, actor);
    return { message: whitelistRemoved(entry.value) };
  }
}

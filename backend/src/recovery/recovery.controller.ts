import { Body, Controller, Delete, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { Auth } from '../auth/decorators/auth.decorator';
import { Public } from '../auth/decorators/public.decorator';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  IssueRecoveryCodesDto,
  IssueRecoveryCodesResponse,
  RecoverAccountDto,
  RevokedResponse,
} from './dto/recovery.dto';
import { RecoveryService } from './recovery.service';

/** Coordinators print recovery codes for their own school's students. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/recovery-codes')
export class RecoveryAdminController {
  constructor(private readonly recovery: RecoveryService) {}

  @Post()
  @Answers(IssueRecoveryCodesResponse, 201)
  issue(@Body() body: IssueRecoveryCodesDto, @CurrentActor() actor: Actor) {
    return this.recovery.issue(body, actor);
  }

  @Delete(':userId')
  @Answers(RevokedResponse)
  revoke(@Param('userId') userId: string, @CurrentActor() actor: Actor) {
    return this.recovery.revoke(userId, actor);
  }
}

/** A student spends a code, signed out. */
@ApiTags('auth')
@Controller('users')
export class RecoveryController {
  constructor(private readonly recovery: RecoveryService) {}

  @Public()
  @Post('recover')
  @HttpCode(200)
  @Answers(MessageResponse)
  recover(@Body() body: RecoverAccountDto, @Ip() ip: string) {
    return this.recovery.recover(body, ip);
  }
}

import { Body, Controller, Get, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn, SignedIn } from '../auth/decorators/owner.decorator';
import { InviteEmailDto } from './dto/invite-email.dto';
import { InvitationsService } from './invitations.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import { EarliestInviteResponse, InviteCountResponse } from './dto/whitelist.responses';

/** Invite a Friend (docs/product/dashboard.md, "Manage Account"). */
@ApiTags('whitelist')
@Controller('whitelist')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @SignedIn()
  @Get('user-email-count')
  @Answers(InviteCountResponse)
  count(@CurrentUser() user: AuthUser) {
    return this.invitations.count(user);
  }

  @OwnerIn('param')
  @Get('earliest-email-addition/:userId')
  @Answers(EarliestInviteResponse)
  earliest(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    return this.invitations.earliest(user, userId);
  }

  @SignedIn()
  @Post('user-email')
  @Answers(MessageResponse, 201)
  invite(@Body() body: InviteEmailDto, @CurrentUser() user: AuthUser, @Ip() ip: string) {
    return this.invitations.invite(user, body.email, ip);
  }
}

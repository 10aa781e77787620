import { Body, Controller, Get, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { assertSelfOrAdmin } from '../auth/ownership';
import { InviteEmailDto } from '../users/dto/account.dto';
import { InvitationsService } from './invitations.service';

/** spec 002 §7: Invite a Friend. */
@ApiTags('whitelist')
@Controller('whitelist')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get('user-email-count')
  count(@CurrentUser() user: AuthUser) {
    return this.invitations.count(user);
  }

  @Get('earliest-email-addition/:userId')
  earliest(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.invitations.earliest(user, userId);
  }

  @Post('user-email')
  invite(@Body() body: InviteEmailDto, @CurrentUser() user: AuthUser, @Ip() ip: string) {
    return this.invitations.invite(user, body.email, ip);
  }
}

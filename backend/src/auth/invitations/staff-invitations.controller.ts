import { Body, Controller, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Actor, CurrentActor } from '../../admin/actor.decorator';
import { Answers, MessageResponse } from '../../common/dto/responses';
import { Auth } from '../decorators/auth.decorator';
import { Public } from '../decorators/public.decorator';
import { ResetPasswordDto } from '../dto/reset-password.dto';
import { StaffInvitationDto } from '../dto/staff-invitation.dto';
import { StaffInvitationService } from './staff-invitation.service';

/** Staff accounts by invitation (docs/product/access.md, "Staff accounts"). */
@ApiTags('admin')
@Controller('admin/staff-invitations')
export class StaffInvitationsController {
  constructor(private readonly invitations: StaffInvitationService) {}

  /** Admins only: `{email, role, school_id}`; again for the same address replaces the link. */
  @Auth('admin')
  @Post()
  @Answers(MessageResponse, 201)
  invite(@Body() body: StaffInvitationDto, @CurrentActor() actor: Actor) {
    return this.invitations.invite(body, actor);
  }

  /** The invitation link's page: `{email, token, newPassword}`, held to the register rule. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('accept')
  @HttpCode(200)
  @Answers(MessageResponse)
  accept(@Body() body: ResetPasswordDto, @Ip() ip: string) {
    return this.invitations.accept(body, ip);
  }
}

import { INVITATION_NOT_FOUND } from '@aspire/domain';
import { Body, Controller, Delete, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn, SignedIn } from '../auth/decorators/owner.decorator';
import { Answers, MessageResponse } from '../common/dto/responses';
import { InvitationActionDto } from './dto/team.dto';
import { InvitationActionResponseDto } from './dto/team.responses';
import { InvitationRepliesService } from './invitation-replies.service';
import { uuidOr404 } from './uuid.pipe';

/** invitations/*: the invitee's answer, and removing a pending invitation. */
@ApiTags('team')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly replies: InvitationRepliesService) {}

  @OwnerIn('body')
  @Post('action')
  @Answers(InvitationActionResponseDto, 201)
  act(@Body() body: InvitationActionDto) {
    return this.replies.act(body.userId, body.invitationId, body.action);
  }

  /** Ownership in the service: the invitation's inviter or invitee (or an admin). */
  @SignedIn()
  @Delete(':invitationId')
  @Answers(MessageResponse)
  remove(
    @Param('invitationId', uuidOr404(INVITATION_NOT_FOUND)) invitationId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.replies.delete(user, invitationId);
  }
}

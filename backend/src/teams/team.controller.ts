import { NO_ACTIVE_TASK } from '@aspire/domain';
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn, SignedIn } from '../auth/decorators/owner.decorator';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  GenerateTaskDto,
  InviteDto,
  SubmitChallengeDto,
  TaskIdQuery,
  TeamAnswerDto,
  UserIdQuery,
  ValidateInvitationDto,
} from './dto/team.dto';
import {
  GenerateTaskResponseDto,
  InvitationsResponseDto,
  InviteAttemptsResponseDto,
  InviteResponseDto,
  PastChallengesResponseDto,
  TeamTaskResponseDto,
  UserTasksResponseDto,
} from './dto/team.responses';
import { InvitationRepliesService } from './invitation-replies.service';
import { InvitationsService } from './invitations.service';
import { TeamReadsService } from './team-reads.service';
import { TeamTasksService } from './team-tasks.service';
import { uuidOr404 } from './uuid.pipe';

/** The team/* calls (docs/API.md). */
@ApiTags('team')
@Controller('team')
export class TeamController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly replies: InvitationRepliesService,
    private readonly reads: TeamReadsService,
    private readonly tasks: TeamTasksService,
  ) {}

  @OwnerIn('body')
  @Post('invite')
  @Answers(InviteResponseDto, 201)
  invite(@Body() body: InviteDto) {
    return this.invitations.invite(body.userId, body.emails, body.subject);
  }

  @OwnerIn('param')
  @Get('invite-attempts/:userId')
  @Answers(InviteAttemptsResponseDto)
  attempts(@Param('userId') userId: string) {
    return this.invitations.attempts(userId);
  }

  @OwnerIn('query')
  @Get('invitations')
  @Answers(InvitationsResponseDto)
  invitationsFor(@Query() query: UserIdQuery) {
    return this.reads.invitationsFor(query.userId);
  }

  @SignedIn()
  @Get('invitations/status')
  @Answers(InvitationsResponseDto)
  statuses(@Query() query: TaskIdQuery, @CurrentUser() user: AuthUser) {
    return this.reads.statuses(user, query.taskId);
  }

  @OwnerIn('body')
  @Post('invitation/validate')
  @Answers(MessageResponse, 201)
  validate(@Body() body: ValidateInvitationDto) {
    return this.replies.validate(body.userId, body.invitationId);
  }

  @OwnerIn('param')
  @Get('user-tasks/:userId')
  @Answers(UserTasksResponseDto)
  userTasks(@Param('userId') userId: string) {
    return this.reads.userTasks(userId);
  }

  @OwnerIn('query')
  @Get('task/:taskId')
  @Answers(TeamTaskResponseDto)
  task(
    @Param('taskId', uuidOr404(NO_ACTIVE_TASK)) taskId: string,
    @Query() query: UserIdQuery,
    @CurrentUser() user: AuthUser,
  ) {
    return this.reads.task(user, query.userId, taskId);
  }

  @OwnerIn('body')
  @Post('generate/:taskId')
  @Answers(GenerateTaskResponseDto, 201)
  generate(
    @Param('taskId', uuidOr404(NO_ACTIVE_TASK)) taskId: string,
    @Body() body: GenerateTaskDto,
  ) {
    return this.tasks.generate(body.userId, taskId);
  }

  @OwnerIn('body')
  @Post('answer')
  @Answers(MessageResponse, 201)
  answer(@Body() body: TeamAnswerDto) {
    return this.tasks.answer(body.userId, body.taskId, body.answerText);
  }

  @OwnerIn('body')
  @Post('submit/:taskId')
  @Answers(MessageResponse, 201)
  submit(
    @Param('taskId', uuidOr404(NO_ACTIVE_TASK)) taskId: string,
    @Body() body: SubmitChallengeDto,
  ) {
    return this.tasks.submit(body.userId, taskId);
  }

  @OwnerIn('param')
  @Get('past-challenges/:userId')
  @Answers(PastChallengesResponseDto)
  past(@Param('userId') userId: string) {
    return this.reads.pastChallenges(userId);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { AnswersService } from './answers.service';
import {
  AssessmentQuery,
  DeleteAssessmentDto,
  HistoryQuery,
  ProgressQuery,
} from './dto/assessment.query';
import { SessionHistoryService } from './session-history.service';
import { SessionIdParam } from './dto/session-id.param';
import { SaveProgressDto } from './dto/save-progress.dto';
import { SubmitBatchDto } from './dto/submit-batch.dto';
import { ProgressService } from './progress.service';
import { RawRowsService } from './raw-rows.service';
import { ScoresService } from './scores.service';
import { Answers } from '../common/dto/responses';
import {
  DeletedResponse,
  EarlierDeletedResponse,
  HistorySessionResponse,
  ProgressResponse,
  RawAnswerRowResponse,
  SavedProgressResponse,
  ScoresResponse,
  SectionResponse,
  SubmittedResponse,
} from './dto/assessment.responses';
import { TopSubjectsResponseDto } from '../materials/dto/materials.responses';

/** The assessment calls (docs/API.md); every userId must be the caller's own (admins excepted). */
@ApiTags('assessments')
@ApiExtraModels(SectionResponse)
@Controller('assessment')
export class AssessmentsController {
  constructor(
    private readonly answers: AnswersService,
    private readonly progress: ProgressService,
    private readonly rawRows: RawRowsService,
    private readonly scoresService: ScoresService,
    private readonly history: SessionHistoryService,
  ) {}

  @OwnerIn('param')
  @Get('progress/:userId')
  @Answers(ProgressResponse)
  getProgress(@Param('userId') userId: string, @Query() q: ProgressQuery) {
    return this.progress.get(userId, q.assessmentType, q.sessionId);
  }

  @OwnerIn('body')
  @Post('submit-batch')
  @Answers(SubmittedResponse, 201)
  submitBatch(@Body() body: SubmitBatchDto, @CurrentUser() user: AuthUser) {
    return this.answers.submitBatch(body, user);
  }

  @OwnerIn('body')
  @Post('save-progress')
  @Answers(SavedProgressResponse, 201)
  saveProgress(@Body() body: SaveProgressDto, @CurrentUser() user: AuthUser) {
    return this.progress.save(body, user);
  }

  @OwnerIn('param')
  @Get('visualizations/:userId')
  @Answers([RawAnswerRowResponse])
  async visualizations(@Param('userId') userId: string, @Query() q: AssessmentQuery) {
    const sessionId = await this.progress.reportSession(userId, q.assessmentType, q.sessionId);
    return sessionId ? this.rawRows.forSession(userId, q.assessmentType, sessionId) : [];
  }

  @OwnerIn('param')
  @Get('scores/:userId')
  @Answers(ScoresResponse)
  scores(@Param('userId') userId: string, @Query() q: AssessmentQuery) {
    return this.scoresService.scores(userId, q.assessmentType, q.sessionId);
  }

  @OwnerIn('param')
  @Get('top-subjects/:userId')
  @Answers(TopSubjectsResponseDto)
  topSubjects(@Param('userId') userId: string) {
    return this.scoresService.topSubjects(userId);
  }

  @OwnerIn('body')
  @Delete('delete')
  @HttpCode(200)
  @Answers(DeletedResponse)
  delete(@Body() body: DeleteAssessmentDto, @CurrentUser() user: AuthUser) {
    return this.answers.deleteAll(body.userId, body.assessmentType, user);
  }

  /** The completed sessions of a type, the current one marked (a retake keeps the earlier). */
  @OwnerIn('param')
  @Get('history/:userId')
  @Answers([HistorySessionResponse])
  sessions(@Param('userId') userId: string, @Query() q: HistoryQuery) {
    return this.history.list(userId, q.assessmentType);
  }

  /** Deletes one earlier session from the student's account (never the current result). */
  @OwnerIn('param')
  @Delete('history/:userId/:sessionId')
  @HttpCode(200)
  @Answers(EarlierDeletedResponse)
  deleteEarlier(@Param() p: SessionIdParam, @CurrentUser() user: AuthUser, @Ip() ip: string) {
    return this.history.deleteEarlier(p.userId, p.sessionId, user, ip);
  }
}

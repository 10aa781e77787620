import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { Answers } from '../common/dto/responses';
import {
  FeedbackDecisionDto,
  FeedbackReviewResponse,
  FeedbackSettingDto,
  FeedbackSettingResponse,
} from './dto/feedback-review.dto';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { FeedbackReviewsRepository } from './feedback-reviews.repository';
import { FeedbackReviewRow, feedbackReviewsResource } from './feedback-reviews.resource';
import { FeedbackReviewsService } from './feedback-reviews.service';

/** A coordinator checks AI team feedback before the team reads it (docs/product/dashboard.md). */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/team-feedback')
export class FeedbackReviewsAdminController extends AdminReadController(FeedbackReviewResponse)<
  TeamFeedbackReview,
  FeedbackReviewRow
> {
  protected readonly resource;

  constructor(
    rows: FeedbackReviewsRepository,
    lists: AdminListService,
    private readonly reviews: FeedbackReviewsService,
  ) {
    super(lists);
    this.resource = feedbackReviewsResource(rows);
  }

  @Get(':id')
  @Answers(FeedbackReviewResponse)
  one(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.reviews.read(id, actor.user);
  }

  @Put(':id')
  @Answers(FeedbackReviewResponse)
  decide(
    @Param('id', IdPipe) id: number,
    @Body() body: FeedbackDecisionDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.reviews.decide(id, body, actor);
  }
}

/** The school's choice to check feedback first: off until a coordinator (or admin) turns it on. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/team-feedback-settings')
export class FeedbackSettingsAdminController {
  constructor(private readonly reviews: FeedbackReviewsService) {}

  @Get(':schoolId')
  @Answers(FeedbackSettingResponse)
  get(@Param('schoolId', IdPipe) schoolId: number, @CurrentActor() actor: Actor) {
    return this.reviews.setting(actor, schoolId);
  }

  @Put(':schoolId')
  @Answers(FeedbackSettingResponse)
  set(
    @Param('schoolId', IdPipe) schoolId: number,
    @Body() body: FeedbackSettingDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.reviews.setSetting(actor, body.moderated, schoolId);
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AiModule } from '../ai/ai.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import {
  FeedbackReviewsAdminController,
  FeedbackSettingsAdminController,
} from './feedback-reviews-admin.controller';
import { FeedbackReviewsRepository } from './feedback-reviews.repository';
import { FeedbackReviewsService } from './feedback-reviews.service';
import { InvitationRepliesService } from './invitation-replies.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { TeamAccessRules } from './team-access.rules';
import { TeamController } from './team.controller';
import { TeamFeedbackService } from './team-feedback.service';
import { TeamReadsService } from './team-reads.service';
import { TeamSweepService } from './team-sweep.service';
import { TeamTasksService } from './team-tasks.service';
import { TeamTasksRepository } from './team-tasks.repository';
import { TeamsRepository } from './teams.repository';

/**
 * Team Challenge (docs/decisions/0033-team-challenge.md): invitations, the task, answers, feedback,
 * notifications.
 */
@Module({
  imports: [
    AiModule,
    AssessmentsModule,
    AdminModule,
    TypeOrmModule.forFeature([TeamFeedbackReview]),
  ],
  controllers: [
    TeamController,
    InvitationsController,
    NotificationsController,
    FeedbackReviewsAdminController,
    FeedbackSettingsAdminController,
  ],
  providers: [
    InvitationsService,
    InvitationRepliesService,
    TeamReadsService,
    TeamTasksService,
    TeamFeedbackService,
    TeamSweepService,
    NotificationsService,
    TeamAccessRules,
    TeamsRepository,
    TeamTasksRepository,
    FeedbackReviewsRepository,
    FeedbackReviewsService,
  ],
})
export class TeamsModule {}

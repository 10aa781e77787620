import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AssessmentsModule } from '../assessments/assessments.module';
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

/** spec 002 Team Challenge: invitations, the task, answers, feedback, notifications (issue 12). */
@Module({
  imports: [AiModule, AssessmentsModule],
  controllers: [TeamController, InvitationsController, NotificationsController],
  providers: [
    InvitationsService,
    InvitationRepliesService,
    TeamReadsService,
    TeamTasksService,
    TeamFeedbackService,
    TeamSweepService,
    NotificationsService,
    TeamAccessRules,
  ],
})
export class TeamsModule {}

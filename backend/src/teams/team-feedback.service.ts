import { Inject, Injectable, Logger } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { AiService } from '../ai/ai.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { TeamAnswer } from './entities/team-answer.entity';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { TeamTask } from './entities/team-task.entity';
import { FeedbackReviewsService } from './feedback-reviews.service';
import { NotificationsService } from './notifications.service';
import { memberIds, usersById } from './team-queries';
import { TeamTasksRepository } from './team-tasks.repository';

/**
 * AI feedback is written once the challenge is submitted; the portal polls for it
 * (docs/product/dashboard.md, "Team Challenge"). A failure leaves it empty
 * ("Feedback not yet available") and the sweep tries again; the
 * conditional write (`feedback_text IS NULL`) keeps the first text written. When the creator's
 * school checks feedback first, the text is held for a coordinator instead (FeedbackReviewsService).
 */
@Injectable()
export class TeamFeedbackService {
  private readonly logger = new Logger(TeamFeedbackService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly ai: AiService,
    private readonly notifications: NotificationsService,
    private readonly reviews: FeedbackReviewsService,
    private readonly tasks: TeamTasksRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async write(taskId: string): Promise<boolean> {
    const input = await this.transactions.run(async (manager) => {
      const task = await manager.findOneBy(TeamTask, { id: taskId, feedbackText: IsNull() });
      if (!task || task.status !== 'submitted' || !task.question) return null;
      // Already written and held for the school: the coordinator decides, not a second model call.
      if (await manager.existsBy(TeamFeedbackReview, { taskId })) return null;
      const creator = await manager.findOneBy(User, { id: task.creatorId });
      const answers = await manager.find(TeamAnswer, { where: { taskId }, order: { id: 'ASC' } });
      const users = await usersById(
        manager,
        answers.map((a) => a.userId),
      );
      return {
        task,
        schoolId: creator?.schoolId ?? null,
        subject: task.subject,
        question: task.question,
        answers: answers.map((a) => ({
          username: users.get(a.userId)?.username ?? 'A member',
          text: a.answerText,
        })),
      };
    });
    if (!input) return false;
    let text: string;
    try {
      text = await this.ai.teamFeedback(input, { timeoutMs: this.config.ai.timeoutMs });
    } catch (error) {
      this.logger.warn(`Team feedback for ${taskId} failed: ${(error as Error).message}`);
      return false;
    }
    return this.transactions.run(async (manager) => {
      if (input.schoolId !== null && (await this.reviews.moderated(manager, input.schoolId))) {
        await this.reviews.hold(manager, taskId, input.schoolId, text);
        return true;
      }
      if (!(await this.tasks.setFeedbackText(manager, taskId, text))) return false;
      await this.notifications.notify(
        manager,
        await memberIds(manager, input.task),
        'feedback_ready',
        `Feedback on your ${input.subject} Team Challenge is ready.`,
        taskId,
      );
      return true;
    });
  }
}

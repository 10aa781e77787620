import {
  REVIEW_ALREADY_DONE,
  REVIEW_NOT_FOUND,
  REVIEW_NOTE_REQUIRED,
  REVIEW_TEXT_REQUIRED,
  cleanFreeText,
  feedbackWithheldMessage,
  type FeedbackDecision,
  type FeedbackStatus,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { assertInScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { lockRow, Transactions } from '../database/transactions';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { TeamFeedbackSetting } from './entities/team-feedback-setting.entity';
import { TeamTask } from './entities/team-task.entity';
import { FeedbackReviewsRepository } from './feedback-reviews.repository';
import { toFeedbackReview } from './feedback-reviews.resource';
import { NotificationsService } from './notifications.service';
import { memberIds } from './team-queries';
import { TeamTasksRepository } from './team-tasks.repository';

export type ReviewDecision = { decision: FeedbackDecision; text?: string; note?: string };

/** What the team reads about its feedback, from the task and its review (if any). */
export function feedbackState(
  task: Pick<TeamTask, 'feedbackText'>,
  review: Pick<TeamFeedbackReview, 'status' | 'note'> | null,
): { status: FeedbackStatus; note: string | null } {
  if (task.feedbackText) return { status: 'ready', note: null };
  if (review?.status === 'pending') return { status: 'checking', note: null };
  if (review?.status === 'withheld') return { status: 'withheld', note: review.note };
  return { status: 'none', note: null };
}

/**
 * A school's coordinators may read AI feedback on its Team Challenges before the team: approve it
 * (as written or edited) or withhold it with a note. Off by default; every decision and every
 * change of the setting is audited (docs/product/dashboard.md, Team Challenge).
 */
@Injectable()
export class FeedbackReviewsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly rows: FeedbackReviewsRepository,
    private readonly tasks: TeamTasksRepository,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Whether this school checks feedback first (no row: no). */
  async moderated(manager: EntityManager, schoolId: number): Promise<boolean> {
    return (await manager.findOneBy(TeamFeedbackSetting, { schoolId }))?.moderated === true;
  }

  /** Holds the AI's text for the school; the unique task key lets the first writer keep it. */
  async hold(manager: EntityManager, taskId: string, schoolId: number, text: string) {
    await this.rows.hold(manager, { taskId, schoolId, text, now: this.clock.now() });
  }

  /** One review as the back-office shows it; a coordinator only their own school's. */
  async read(id: number, user: AuthUser) {
    const review = await this.transactions.run((m) =>
      m.findOne(TeamFeedbackReview, { where: { id }, relations: { task: true } }),
    );
    if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
    assertInScope(user, review.schoolId);
    return toFeedbackReview(review);
  }

  /** Approve (the draft, or the coordinator's edit) or withhold with a note: once per review. */
  async decide(id: number, decision: ReviewDecision, actor: Actor) {
    return this.transactions.run(async (manager) => {
      const review = await lockRow(manager, TeamFeedbackReview, { id });
      if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
      assertInScope(actor.user, review.schoolId);
      if (review.status !== 'pending') throw AppError.conflict(REVIEW_ALREADY_DONE);
      const task = await manager.findOneByOrFail(TeamTask, { id: review.taskId });
      const now = this.clock.now();
      const members = await memberIds(manager, task);
      if (decision.decision === 'approve') {
        const text = (decision.text ?? review.draftText).trim();
        if (!text) throw AppError.badRequest(REVIEW_TEXT_REQUIRED);
        await manager.update(TeamFeedbackReview, id, {
          status: 'approved',
          finalText: text,
          reviewedBy: actor.user.id,
          reviewedAt: now,
        });
        await this.tasks.setFeedbackText(manager, task.id, text);
        await this.notifications.notify(
          manager,
          members,
          'feedback_ready',
          `Feedback on your ${task.subject} Team Challenge is ready.`,
          task.id,
        );
      } else {
        const note = cleanFreeText(decision.note ?? '');
        if (!note) throw AppError.badRequest(REVIEW_NOTE_REQUIRED);
        await manager.update(TeamFeedbackReview, id, {
          status: 'withheld',
          note,
          reviewedBy: actor.user.id,
          reviewedAt: now,
        });
        await this.notifications.notify(
          manager,
          members,
          'feedback_ready',
          feedbackWithheldMessage(note),
          task.id,
        );
      }
      const edited = decision.decision === 'approve' && decision.text !== undefined;
      await this.audit.record(manager, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action:
          decision.decision === 'approve' ? 'team_feedback_approve' : 'team_feedback_withhold',
        resource: 'team-feedback',
        resourceId: id,
        before: { status: 'pending', text: review.draftText },
        after:
          decision.decision === 'approve'
            ? { status: 'approved', edited, text: (decision.text ?? review.draftText).trim() }
            : { status: 'withheld', note: cleanFreeText(decision.note ?? '') },
        ip: actor.ip,
        schoolId: review.schoolId,
      });
      // The record as react-admin's update expects it back.
      return toFeedbackReview(
        await manager.findOneOrFail(TeamFeedbackReview, {
          where: { id },
          relations: { task: true },
        }),
      );
    });
  }

  /** A coordinator reads and changes only their own school's setting. */
  private schoolOf(actor: Actor, schoolId: number): number {
    assertInScope(actor.user, schoolId);
    return schoolId;
  }

  async setting(actor: Actor, schoolId: number) {
    const school = this.schoolOf(actor, schoolId);
    const moderated = await this.transactions.run((m) => this.moderated(m, school));
    return { id: school, moderated };
  }

  /**
   * One audited write per real change: the row is made first (its own statement), then one
   * conditional update (`moderated <> :value`) decides, so of parallel changes one is audited.
   */
  async setSetting(actor: Actor, moderated: boolean, schoolId: number) {
    const school = this.schoolOf(actor, schoolId);
    const now = this.clock.now();
    await this.transactions.run((manager) => this.rows.ensureSetting(manager, school, now));
    return this.transactions.run(async (manager) => {
      if (await this.rows.setModerated(manager, school, moderated, now)) {
        await this.audit.record(manager, {
          actorId: actor.user.id,
          actorEmail: actor.user.email,
          action: 'team_feedback_setting',
          resource: 'team-feedback-settings',
          resourceId: school,
          before: { moderated: !moderated },
          after: { moderated },
          ip: actor.ip,
          schoolId: school,
        });
      }
      return { id: school, moderated };
    });
  }
}

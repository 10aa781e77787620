import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { TeamFeedbackSetting } from './entities/team-feedback-setting.entity';

/** The statements of the coordinators' check of AI team feedback, and of its per-school setting. */
@Injectable()
export class FeedbackReviewsRepository {
  constructor(
    @InjectRepository(TeamFeedbackReview) private readonly reviews: Repository<TeamFeedbackReview>,
  ) {}

  /** Holds the AI's text for the school; the unique task key lets the first writer keep it. */
  async hold(
    manager: EntityManager,
    review: { taskId: string; schoolId: number; text: string; now: Date },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(TeamFeedbackReview)
      .values({
        taskId: review.taskId,
        schoolId: review.schoolId,
        status: 'pending',
        draftText: review.text,
        finalText: null,
        note: null,
        reviewedBy: null,
        reviewedAt: null,
        createdAt: review.now,
      })
      .orIgnore()
      .execute();
  }

  /** Makes the school's setting row (off) if missing; its own statement, before the change. */
  async ensureSetting(manager: EntityManager, schoolId: number, now: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(TeamFeedbackSetting)
      .values({ schoolId, moderated: false, updatedAt: now })
      .orIgnore()
      .execute();
  }

  /** One conditional update (`moderated <> :value`): true only for the call that changed it. */
  async setModerated(
    manager: EntityManager,
    schoolId: number,
    moderated: boolean,
    now: Date,
  ): Promise<boolean> {
    const changed = await manager
      .createQueryBuilder()
      .update(TeamFeedbackSetting)
      .set({ moderated, updatedAt: now })
      .where('school_id = :school AND moderated <> :moderated', { school: schoolId, moderated })
      .execute();
    return !!changed.affected;
  }

  /** The back-office list with each review's task; `scope` is a coordinator's school. */
  listQuery(scope: number | null): SelectQueryBuilder<TeamFeedbackReview> {
    const qb = this.reviews.createQueryBuilder('r').leftJoinAndSelect('r.task', 't');
    if (scope !== null) qb.andWhere('r.school_id = :scope', { scope });
    return qb;
  }
}

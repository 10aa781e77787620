import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TeamTask } from './entities/team-task.entity';

/**
 * A Team Challenge task's steps, each one conditional update on the step before it, so of two
 * parallel requests only one moves the task on (docs/product/dashboard.md, "Team Challenge").
 * Each runs in the caller's transaction; true when this call made the change.
 */
@Injectable()
export class TeamTasksRepository {
  /** The creator's question, once, on a pending task that has none. */
  async setQuestion(manager: EntityManager, taskId: string, question: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(TeamTask)
      .set({ question, status: 'active' })
      .where("id = :id AND status = 'pending' AND question IS NULL", { id: taskId })
      .execute();
    return !!result.affected;
  }

  /** The creator's submission of an active task. */
  async submit(manager: EntityManager, taskId: string, now: Date): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(TeamTask)
      .set({ status: 'submitted', submissionDate: now })
      .where("id = :id AND status = 'active'", { id: taskId })
      .execute();
    return !!result.affected;
  }

  /** The feedback the team reads; the first text written stays. */
  async setFeedbackText(manager: EntityManager, taskId: string, text: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(TeamTask)
      .set({ feedbackText: text })
      .where('id = :id AND feedback_text IS NULL', { id: taskId })
      .execute();
    return !!result.affected;
  }

  /** The sweep's end of a task that outlived its lifetime. */
  async expire(manager: EntityManager, taskId: string, now: Date): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(TeamTask)
      .set({ expiredAt: now })
      .where('id = :id AND expired_at IS NULL', { id: taskId })
      .execute();
    return !!result.affected;
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthLimit } from '../auth/entities/auth-limit.entity';

/** The Team Challenge's named queries that are more than a find or an update by id. */
@Injectable()
export class TeamsRepository {
  /**
   * Creates the invitation e-mail budget rows of these students if missing; run it in a
   * transaction of its own before the invitation's: taking the budget is then a single update,
   * and two transactions never both hold a shared lock on a new row they both want to write.
   */
  async ensureInviteMailBudgets(manager: EntityManager, userIds: readonly string[]): Promise<void> {
    if (!userIds.length) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuthLimit)
      .values(
        userIds.map((subject) => ({
          action: 'invite_mail' as const,
          subject,
          attempts: 0,
          dailyCount: 0,
        })),
      )
      .orIgnore()
      .execute();
  }

  /**
   * Takes one of a student's invitation e-mails for the UTC day of `now`: one
   * conditional update decides (atomic-limits.md §1), a new day starts the count again. True when
   * taken. Runs in the invitation's transaction, so a refused invitation takes nothing.
   */
  async takeInviteMail(
    manager: EntityManager,
    userId: string,
    now: Date,
    perDay: number,
  ): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    const result = await manager
      .createQueryBuilder()
      .update(AuthLimit)
      .set({
        dailyCount: () => 'CASE WHEN daily_date = :day THEN daily_count + 1 ELSE 1 END',
        dailyDate: day,
        lastAttemptAt: now,
        version: () => 'version + 1',
      })
      .where('action = :action AND subject = :subject', { action: 'invite_mail', subject: userId })
      .andWhere('(daily_date IS NULL OR daily_date <> :day OR daily_count < :perDay)')
      .setParameters({ day, perDay })
      .execute();
    return result.affected === 1;
  }
}

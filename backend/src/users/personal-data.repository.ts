import { Injectable } from '@nestjs/common';
import { Brackets, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { ShareLinkView } from '../sharing/entities/share-link-view.entity';
import { ShareLink } from '../sharing/entities/share-link.entity';
import { Notification } from '../teams/entities/notification.entity';
import { TeamTask } from '../teams/entities/team-task.entity';

/**
 * The statements of a person's data download and erasure that reach other modules' tables, on the
 * manager of the transaction that holds the user's row lock: one person's export or erasure is one
 * cross-module transaction (docs/decisions/0004-each-module-owns-its-data.md).
 */
@Injectable()
export class PersonalDataRepository {
  /** Audit rows the user acted in or that are about their account, in no set order. */
  trailAbout(m: EntityManager, id: string): Promise<AuditLog[]> {
    return this.about(m, id).getMany();
  }

  /** The same rows, oldest first, for the download. */
  trailAboutInOrder(m: EntityManager, id: string): Promise<AuditLog[]> {
    return this.about(m, id).orderBy('a.id', 'ASC').getMany();
  }

  /**
   * Audit rows that name a person: by their id, an address they acted from, or a LIKE pattern
   * (escaped by `!`) found in the row's before or after JSON.
   */
  trailNaming(
    m: EntityManager,
    id: string,
    addresses: string[],
    patterns: string[],
  ): Promise<AuditLog[]> {
    const qb = m
      .createQueryBuilder(AuditLog, 'a')
      .where('a.actor_id = :id OR a.resource_id = :id', { id })
      .orWhere('LOWER(a.actor_email) IN (:...addresses)', { addresses });
    patterns.forEach((pattern, i) =>
      qb.orWhere(
        new Brackets((w) =>
          w
            .where(`LOWER(a.before) LIKE :p${i} ESCAPE '!'`, { [`p${i}`]: pattern })
            .orWhere(`LOWER(a.after) LIKE :p${i} ESCAPE '!'`),
        ),
      ),
    );
    return qb.getMany();
  }

  /** The openings of every parent link the user made, oldest first. */
  shareLinkViews(m: EntityManager, userId: string): Promise<ShareLinkView[]> {
    return m
      .createQueryBuilder(ShareLinkView, 'v')
      .innerJoin(ShareLink, 'l', 'l.id = v.link_id')
      .where('l.user_id = :userId', { userId })
      .orderBy('v.id', 'ASC')
      .getMany();
  }

  /**
   * Replaces `name` by `erased` in notifications and team feedback that match `pattern` (a LIKE
   * pattern escaped by `!`): one UPDATE each, the rest of the text untouched.
   */
  async replaceName(m: EntityManager, name: string, pattern: string, erased: string) {
    const params = { pattern, name, erased };
    await m
      .createQueryBuilder()
      .update(Notification)
      .set({ message: () => 'REPLACE(message, :name, :erased)' })
      .where("message LIKE :pattern ESCAPE '!'")
      .setParameters(params)
      .execute();
    await m
      .createQueryBuilder()
      .update(TeamTask)
      .set({ feedbackText: () => 'REPLACE(feedback_text, :name, :erased)' })
      .where("feedback_text LIKE :pattern ESCAPE '!'")
      .setParameters(params)
      .execute();
  }

  private about(m: EntityManager, id: string) {
    return m
      .createQueryBuilder(AuditLog, 'a')
      .where('a.actor_id = :id', { id })
      .orWhere("(a.resource = 'users' AND a.resource_id = :id)", { id });
  }
}

import type { ShareableReport } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { AdviserShare } from './entities/adviser-share.entity';
import { AdviserView } from './entities/adviser-view.entity';

/** How many of a student's views the sharing page lists (the newest). */
const VIEWS_LISTED = 100;

/** A view as the student reads it: the adviser's username, or null once their account is gone. */
export type ViewRow = { adviser: string | null; reports: ShareableReport[]; viewedAt: Date };

/** The shares and the view log (docs/product/advisers.md). */
@Injectable()
export class AdvisersRepository {
  constructor(
    @InjectRepository(AdviserShare) private readonly shares: Repository<AdviserShare>,
    @InjectRepository(AdviserView) private readonly views: Repository<AdviserView>,
  ) {}

  shareOf(userId: string): Promise<AdviserShare | null> {
    return this.shares.findOneBy({ userId });
  }

  /**
   * The student's consent, as two atomic statements in one transaction (reference: atomic
   * limits §1): the row is created once (insert-or-ignore on its unique key, keeping the first
   * `shared_at`), then its list is set. However many requests meet, one row remains, holding the
   * list of one of them.
   */
  async share(
    m: EntityManager,
    userId: string,
    schoolId: number,
    reports: ShareableReport[],
    now: Date,
  ) {
    await m
      .createQueryBuilder()
      .insert()
      .into(AdviserShare)
      .values({ userId, schoolId, reports, sharedAt: now, updatedAt: now })
      .orIgnore()
      .updateEntity(false)
      .execute();
    await m.update(AdviserShare, { userId }, { schoolId, reports, updatedAt: now });
  }

  /** Revocation is one delete: the next view reads no row (advisers are refused at once). */
  async revoke(m: EntityManager, userId: string): Promise<void> {
    await m.delete(AdviserShare, { userId });
  }

  /**
   * The share an adviser of `schoolId` may read: the student shared with that school and still
   * belongs to it. Read on the primary at every view, so a revocation holds at once.
   */
  shareForAdviser(m: EntityManager, schoolId: number, userId: string) {
    return m
      .createQueryBuilder(AdviserShare, 's')
      .innerJoinAndSelect('s.user', 'u')
      .where('s.user_id = :userId', { userId })
      .andWhere('s.school_id = :schoolId', { schoolId })
      .andWhere('u.school_id = s.school_id')
      .getOne();
  }

  /** The back-office list of a school's shares whose student still belongs to that school. */
  sharedWithSchool(schoolId: number): SelectQueryBuilder<AdviserShare> {
    return this.shares
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.user', 'u')
      .where('s.school_id = :school', { school: schoolId })
      .andWhere('u.school_id = s.school_id');
  }

  async logView(m: EntityManager, view: Omit<AdviserView, 'id'>): Promise<void> {
    await m.insert(AdviserView, view);
  }

  async viewsOf(userId: string): Promise<ViewRow[]> {
    const rows = await this.views
      .createQueryBuilder('v')
      .leftJoin('v.adviser', 'a')
      .addSelect(['a.id', 'a.username'])
      .where('v.user_id = :userId', { userId })
      .orderBy('v.viewed_at', 'DESC')
      .addOrderBy('v.id', 'DESC')
      .limit(VIEWS_LISTED)
      .getMany();
    return rows.map((v) => ({
      adviser: v.adviser?.username ?? null,
      reports: v.reports,
      viewedAt: v.viewedAt,
    }));
  }
}

import {
  ADVISER_SHARE_NEEDS_SCHOOL,
  ADVISER_SHARE_REVOKED,
  AdviserShareState,
  FORMER_ADVISER,
  ShareableReport,
  shareableReportList,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { AdvisersRepository } from './advisers.repository';

/**
 * The student's side of sharing with their school's careers advisers (docs/product/advisers.md):
 * what is shared, since when, who opened it; share, change, revoke.
 */
@Injectable()
export class AdviserSharingService {
  constructor(
    private readonly repository: AdvisersRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  async state(userId: string): Promise<AdviserShareState> {
    const [share, views] = await Promise.all([
      this.repository.shareOf(userId),
      this.repository.viewsOf(userId),
    ]);
    return {
      reports: share?.reports ?? [],
      sharedAt: share?.sharedAt.toISOString() ?? null,
      updatedAt: share?.updatedAt.toISOString() ?? null,
      views: views.map((v) => ({
        adviser: v.adviser ?? FORMER_ADVISER,
        reports: v.reports,
        viewedAt: v.viewedAt.toISOString(),
      })),
    };
  }

  async share(userId: string, reports: ShareableReport[]): Promise<AdviserShareState> {
    // Under the student's row lock: parallel changes of one student's consent go one by one.
    await this.transactions.locked(User, { id: userId }, async (m, user) => {
      if (!user) throw AppError.notFound('User not found.');
      // Advisers are a school's: a student with no school has none to share with.
      if (user.schoolId === null) throw AppError.conflict(ADVISER_SHARE_NEEDS_SCHOOL);
      // Stored in the screens' order, each report once.
      const list = shareableReportList(reports) ?? [];
      await this.repository.share(m, userId, user.schoolId, list, this.clock.now());
    });
    return this.state(userId);
  }

  async revoke(userId: string) {
    // Under the same row lock as a share, so a revocation and a share never deadlock on MariaDB.
    await this.transactions.locked(User, { id: userId }, (m) => this.repository.revoke(m, userId));
    return { message: ADVISER_SHARE_REVOKED };
  }
}

import { ADVISER_NOT_SHARED, AssessmentType, ShareableReport } from '@aspire/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Actor } from '../admin/actor.decorator';
import { ScoresService } from '../assessments/scores.service';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { InsightsService } from '../insights/insights.service';
import { AdvisersRepository } from './advisers.repository';

/** A missing report (never completed, no insights yet) reads as null, not as an error. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.getStatus() === HttpStatus.NOT_FOUND) return null;
    throw error;
  }
}

/**
 * A careers adviser reads the reports a student shared (docs/product/advisers.md): the consent
 * is read on the primary at every view, the view is logged for the student and audited in the
 * same transaction, and the answer holds report figures only, never answers or items.
 */
@Injectable()
export class AdviserReportsService {
  constructor(
    private readonly repository: AdvisersRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly scores: ScoresService,
    private readonly insights: InsightsService,
    private readonly clock: Clock,
  ) {}

  async report(actor: Actor, studentId: string) {
    const { user } = actor;
    const share = await this.transactions.run(async (m) => {
      if (user.schoolId === null) return null;
      const found = await this.repository.shareForAdviser(m, user.schoolId, studentId);
      if (!found) return null;
      const now = this.clock.now();
      await this.repository.logView(m, {
        userId: studentId,
        adviserId: user.id,
        reports: found.reports,
        viewedAt: now,
      });
      await this.audit.record(m, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'adviser_view',
        resource: 'shared-reports',
        resourceId: studentId,
        after: { reports: found.reports },
        ip: actor.ip,
        // No school: a coordinator reads their school's audit log, and must not learn from it
        // which students share with advisers (admins see every row).
        schoolId: null,
      });
      return found;
    });
    // One refusal for every reason (no consent, revoked, another school, no such student), so
    // an adviser learns nothing about students who did not share.
    if (!share) throw AppError.forbidden(ADVISER_NOT_SHARED);
    return {
      id: share.userId,
      username: share.user?.username ?? '',
      year_group: share.user?.yearGroup ?? null,
      class_name: share.user?.className ?? null,
      reports: share.reports,
      shared_at: share.sharedAt,
      ...(await this.contents(studentId, share.reports)),
    };
  }

  private async contents(userId: string, reports: ShareableReport[]) {
    const has = (report: ShareableReport) => reports.includes(report);
    const [futureready, partII, partIII, studystyle, insights] = await Promise.all([
      has('futureready') ? this.scoresOf(userId, 'Career') : null,
      has('uniready') ? this.scoresOf(userId, 'Subject') : null,
      has('uniready') ? this.scoresOf(userId, 'SubjectPart3') : null,
      has('studystyle') ? this.scoresOf(userId, 'Learning') : null,
      has('insights') ? orNull(this.insights.get(userId)) : null,
    ]);
    return {
      futureready,
      uniready: has('uniready') ? { subject: partII, part3: partIII } : null,
      studystyle,
      insights,
    };
  }

  /** The report's figures as the student's own report reads them, without the session's id. */
  private async scoresOf(userId: string, type: AssessmentType) {
    const report = await orNull(this.scores.scores(userId, type));
    if (!report) return null;
    const { sessionId: _session, ...figures } = report;
    return figures;
  }
}

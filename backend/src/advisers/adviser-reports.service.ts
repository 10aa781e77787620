import { ADVISER_NOT_SHARED, ShareableReport } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { ReportDataService, type ScoresReport } from '../report-pdf/report-data.service';
import { AdvisersRepository } from './advisers.repository';

/** A report's figures as the student's own report reads them, without the session's id. */
function figures(report: ScoresReport | null) {
  if (!report) return null;
  const { sessionId: _session, ...rest } = report;
  return rest;
}

/**
 * A careers adviser reads the reports a student shared (docs/product/advisers.md): the consent
 * is read on the primary at every view, the view is logged for the student and audited in the
 * same transaction, and the answer holds report figures only, never answers or items: the one
 * reader of shared reports (ReportDataService, as a parent's link and a PDF read them).
 */
@Injectable()
export class AdviserReportsService {
  constructor(
    private readonly repository: AdvisersRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly reportData: ReportDataService,
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

  /** The shared reports as a parent's link reads them, in the adviser's answer's shape. */
  private async contents(userId: string, reports: ShareableReport[]) {
    const set = await this.reportData.reports(userId, reports);
    return {
      futureready: figures(set.futureReady),
      uniready: set.uniReady
        ? { subject: figures(set.uniReady.partII), part3: figures(set.uniReady.partIII) }
        : null,
      studystyle: figures(set.studyStyle),
      insights: set.insights,
    };
  }
}

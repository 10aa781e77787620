import {
  SHARE_LINK_UNAVAILABLE,
  SHARE_REPORT_NOT_SHARED,
  type ShareableReport,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { ReportDataService, ReportSet } from '../report-pdf/report-data.service';
import { ShareLink } from './entities/share-link.entity';
import { ShareLinksRepository } from './share-links.repository';
import { shareTokenHash, TOKEN_PATTERN } from './share-tokens';

/** What a parent's link shows: the chosen reports, and a name only if the student gave one. */
export type SharedReports = ReportSet & {
  displayName: string | null;
  reports: ShareableReport[];
  expiresAt: Date;
};

/**
 * The reader's side of a parent link. Every opening reads the link from the database (no cache),
 * so a revocation or an expiry holds on every instance from its commit; an unknown, expired or
 * revoked token all get the same 404, so a guesser learns nothing from the answer.
 */
@Injectable()
export class SharedReportsService {
  constructor(
    private readonly repository: ShareLinksRepository,
    private readonly data: ReportDataService,
    private readonly clock: Clock,
  ) {}

  /** GET /api/shared/:token: the chosen reports, the opening logged. */
  async open(token: string): Promise<SharedReports> {
    const link = await this.live(token);
    await this.repository.logView(link.id, 'page', this.clock.now());
    return {
      displayName: link.displayName,
      reports: link.reports,
      expiresAt: link.expiresAt,
      ...(await this.data.reports(link.userId, link.reports)),
    };
  }

  /** A report of the link for its PDF; the download is logged as an opening of that report. */
  async report(
    token: string,
    report: ShareableReport,
  ): Promise<{ link: ShareLink; data: ReportSet }> {
    const link = await this.live(token);
    if (!link.reports.includes(report)) throw AppError.notFound(SHARE_REPORT_NOT_SHARED);
    await this.repository.logView(link.id, report, this.clock.now());
    return { link, data: await this.data.reports(link.userId, [report]) };
  }

  private async live(token: string): Promise<ShareLink> {
    const link = TOKEN_PATTERN.test(token)
      ? await this.repository.findLive(shareTokenHash(token), this.clock.now())
      : null;
    if (!link) throw AppError.notFound(SHARE_LINK_UNAVAILABLE);
    return link;
  }
}

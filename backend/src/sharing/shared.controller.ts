import { SHARE_OPENS_PER_MINUTE, SHARE_REPORT_NOT_SHARED, isShareableReport } from '@aspire/domain';
import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators/public.decorator';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Answers } from '../common/dto/responses';
import { renderReportPdf } from '../report-pdf/pdf/report-document';
import { AnswersPdf, sendPdf } from '../report-pdf/pdf-reply';
import { SharedReportsResponse } from './dto/sharing.responses';
import { SharedReportsService } from './shared-reports.service';

/** Kept out of search engines, and out of every cache, whatever the answer. */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');

/**
 * A parent opens a student's link, signed out. Each IP address may try SHARE_OPENS_PER_MINUTE
 * openings a minute (the project's per-IP throttle, shared through Redis between instances), so
 * guessing a 256-bit token is hopeless as well as impossible.
 */
@ApiTags('sharing')
@Public()
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: SHARE_OPENS_PER_MINUTE, ttl: 60_000 } })
@Controller('shared')
export class SharedController {
  constructor(
    private readonly shared: SharedReportsService,
    private readonly clock: Clock,
  ) {}

  @Get(':token')
  @Answers(SharedReportsResponse)
  open(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    privateAnswer(reply);
    return this.shared.open(token);
  }

  @Get(':token/pdf/:report')
  @AnswersPdf()
  async pdf(
    @Param('token') token: string,
    @Param('report') report: string,
    @Res() reply: FastifyReply,
  ) {
    privateAnswer(reply);
    if (!isShareableReport(report)) throw AppError.notFound(SHARE_REPORT_NOT_SHARED);
    const { link, data } = await this.shared.report(token, report);
    const pdf = await renderReportPdf(report, data, {
      name: link.displayName,
      printedAt: this.clock.now(),
    });
    return sendPdf(reply, pdf, `aspire-${report}`);
  }
}

import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { Clock } from '../common/clock';
import { ReportPdfParams } from './dto/report-pdf.params';
import { renderReportPdf } from './pdf/report-document';
import { AnswersPdf, sendPdf } from './pdf-reply';
import { ReportDataService } from './report-data.service';

/** The student's own report as a PDF (docs/decisions/0232-report-pdfs-with-pdfkit.md). */
@ApiTags('reports')
@Controller('report-pdf')
export class ReportPdfController {
  constructor(
    private readonly data: ReportDataService,
    private readonly clock: Clock,
  ) {}

  @OwnerIn('param')
  @Get(':userId/:report')
  @AnswersPdf()
  async download(@Param() params: ReportPdfParams, @Res() reply: FastifyReply) {
    const data = await this.data.reports(params.userId, [params.report]);
    const pdf = await renderReportPdf(params.report, data, {
      name: null,
      printedAt: this.clock.now(),
    });
    return sendPdf(reply, pdf, `aspire-${params.report}`);
  }
}

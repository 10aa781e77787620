import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendCsv } from '../admin/csv-export';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Answers, AnswersCsv } from '../common/dto/responses';
import { ReportQuery } from './dto/report.query';
import {
  FunnelReportResponse,
  ResultsReportResponse,
  WeeklyReportResponse,
} from './dto/report.responses';
import { ReportsService } from './reports.service';

/** One chunk: a report is a few dozen rows, built before the download starts. */
async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}

/** Usage reports: coordinators for their school, admins for any or all schools. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('funnel')
  @Answers(FunnelReportResponse)
  funnel(@Query() query: ReportQuery, @CurrentUser() user: AuthUser) {
    return this.reports.funnel(query, user);
  }

  @Get('funnel/export.csv')
  @AnswersCsv()
  async funnelCsv(@Query() q: ReportQuery, @CurrentUser() u: AuthUser, @Res() reply: FastifyReply) {
    const rows = await this.reports.funnelCsv(q, u);
    return sendCsv(reply, 'funnel.csv', ['stage', 'count', 'rate_percent'], once(rows));
  }

  @Get('weekly')
  @Answers(WeeklyReportResponse)
  weekly(@Query() query: ReportQuery, @CurrentUser() user: AuthUser) {
    return this.reports.weekly(query, user);
  }

  @Get('weekly/export.csv')
  @AnswersCsv()
  async weeklyCsv(@Query() q: ReportQuery, @CurrentUser() u: AuthUser, @Res() reply: FastifyReply) {
    const rows = await this.reports.weeklyCsv(q, u);
    const columns = ['week_starting', 'registrations', 'verifications', 'completions'] as const;
    return sendCsv(reply, 'weekly.csv', [...columns], once(rows));
  }

  @Get('aggregates')
  @Answers(ResultsReportResponse)
  aggregates(@Query() query: ReportQuery, @CurrentUser() user: AuthUser) {
    return this.reports.aggregates(query, user);
  }

  @Get('aggregates/export.csv')
  @AnswersCsv()
  async aggregatesCsv(
    @Query() q: ReportQuery,
    @CurrentUser() u: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const rows = await this.reports.aggregatesCsv(q, u);
    return sendCsv(reply, 'aggregates.csv', ['distribution', 'name', 'students'], once(rows));
  }
}

import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { withContentRange } from '../admin/content-range';
import { ListQuery, parseListQuery } from '../admin/list-query';
import { Auth } from '../auth/decorators/auth.decorator';
import { Answers } from '../common/dto/responses';
import { AdviserReportsService } from './adviser-reports.service';
import { AdvisersRepository } from './advisers.repository';
import { SharedReportResponse, SharedStudentResponse } from './dto/shared-student.responses';
import { sharedStudentsResource } from './shared-students.resource';

/**
 * A careers adviser's back-office: the students of their school who shared, and their shared
 * reports (docs/product/advisers.md). Advisers only: a coordinator or an admin reads no
 * individual report here.
 */
@ApiTags('admin')
@Auth('careers_adviser')
@Controller('admin/shared-students')
export class AdvisersAdminController {
  private readonly resource;

  constructor(
    shares: AdvisersRepository,
    private readonly lists: AdminListService,
    private readonly reports: AdviserReportsService,
  ) {
    this.resource = sharedStudentsResource(shares);
  }

  @Get()
  @Answers([SharedStudentResponse])
  @ApiResponse({
    status: 200,
    headers: { 'Content-Range': { description: 'shared-students 0-24/3' } },
  })
  async list(
    @Query() query: ListQuery,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const page = await this.lists.list(this.resource, parseListQuery(query), actor.user);
    return withContentRange(reply, this.resource.name, page);
  }

  @Get(':id')
  @Answers(SharedReportResponse)
  one(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.reports.report(actor, id);
  }
}

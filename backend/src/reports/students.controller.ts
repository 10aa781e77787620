import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { withContentRange } from '../admin/content-range';
import { sendCsv } from '../admin/csv-export';
import { ListQuery, parseListQuery } from '../admin/list-query';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { BodyLimit } from '../common/json-body';
import { Answers, AnswersCsv } from '../common/dto/responses';
import { IMPORT_BODY_LIMIT } from '../whitelist/dto/whitelist-entry.dto';
import { BulkResendService } from './bulk-resend.service';
import { BulkResendDto, RosterImportDto, RosterInviteDto } from './dto/report.query';
import { RosterInviteService } from './roster-invite.service';
import { StudentGroupsDto } from './dto/student-page.dto';
import { StudentPageService } from './student-page.service';
import {
  BulkResendResponse,
  RosterImportResponse,
  RosterInviteResponse,
  StudentPageResponse,
  StudentRowResponse,
} from './dto/report.responses';
import { assertSchoolFilter } from './report-scope';
import { RosterService } from './roster.service';
import { RosterListService, STUDENT_CSV } from './roster-list.service';

/** The school's roster of students: simple-rest list, its CSV, chasing and rostering. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/students')
export class StudentsController {
  constructor(
    private readonly lists: RosterListService,
    private readonly resends: BulkResendService,
    private readonly roster: RosterService,
    private readonly invites: RosterInviteService,
    private readonly pages: StudentPageService,
  ) {}

  @Get()
  @Answers([StudentRowResponse])
  @ApiResponse({ status: 200, headers: { 'Content-Range': { description: 'students 0-24/319' } } })
  async list(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const params = assertSchoolFilter(user, parseListQuery(query));
    return withContentRange(reply, 'students', await this.lists.list(params, user));
  }

  @Get('export.csv')
  @AnswersCsv()
  async export(
    @Query() query: ListQuery,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ) {
    const params = assertSchoolFilter(actor.user, parseListQuery(query));
    const rows = this.lists.csv(params, actor.user);
    await this.lists.exported(params, actor);
    return sendCsv(reply, 'students.csv', STUDENT_CSV, rows);
  }

  @Post('resend-verification')
  @Answers(BulkResendResponse, 201)
  resend(@Body() body: BulkResendDto, @CurrentActor() actor: Actor) {
    return this.resends.resend(body, actor);
  }

  /** Mails the rostered addresses nobody registered with (once a day each). */
  @Post('invite')
  @Answers(RosterInviteResponse, 201)
  invite(@Body() body: RosterInviteDto, @CurrentActor() actor: Actor) {
    return this.invites.invite(body, actor);
  }

  /** A student's page: who, progress dates, assignments, lock and recovery code; no scores. */
  @Get(':id')
  @Answers(StudentPageResponse)
  page(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.pages.get(id, actor);
  }

  /** Changes a student's class and year group (audited). */
  @Patch(':id')
  @Answers(StudentPageResponse)
  groups(@Param('id') id: string, @Body() body: StudentGroupsDto, @CurrentActor() actor: Actor) {
    return this.pages.update(id, body, actor);
  }

  /** What a roster would do, line by line; nothing is written (docs/decisions/0114). */
  @Post('roster-import/preview')
  @HttpCode(200)
  @Answers(RosterImportResponse)
  @BodyLimit(IMPORT_BODY_LIMIT)
  preview(@Body() body: RosterImportDto, @CurrentActor() actor: Actor) {
    return this.roster.preview(body.csv, body.school_id, actor);
  }

  @Post('roster-import')
  @Answers(RosterImportResponse, 201)
  @BodyLimit(IMPORT_BODY_LIMIT)
  import(@Body() body: RosterImportDto, @CurrentActor() actor: Actor) {
    return this.roster.import(body.csv, body.school_id, actor);
  }
}

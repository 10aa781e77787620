import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { Repository } from 'typeorm';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { withContentRange } from '../admin/content-range';
import { sendCsv } from '../admin/csv-export';
import { ListQuery, parseListQuery } from '../admin/list-query';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Clock } from '../common/clock';
import { BodyLimit } from '../common/json-body';
import { Answers, AnswersCsv } from '../common/dto/responses';
import { ReadReplica } from '../database/read-replica';
import { User } from '../users/entities/user.entity';
import { IMPORT_BODY_LIMIT } from '../whitelist/dto/whitelist-entry.dto';
import { BulkResendService } from './bulk-resend.service';
import { BulkResendDto, RosterImportDto } from './dto/report.query';
import {
  BulkResendResponse,
  RosterImportResponse,
  StudentRowResponse,
} from './dto/report.responses';
import { assertSchoolFilter } from './report-scope';
import { RosterService } from './roster.service';
import { studentsResource } from './students.resource';

/** The school's students: simple-rest list, its CSV, bulk resend and rostering. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/students')
export class StudentsController {
  private readonly resource;

  constructor(
    @InjectRepository(User) users: Repository<User>,
    @InjectRepository(AssessmentProgress) sessions: Repository<AssessmentProgress>,
    replica: ReadReplica,
    clock: Clock,
    private readonly lists: AdminListService,
    private readonly resends: BulkResendService,
    private readonly roster: RosterService,
  ) {
    this.resource = studentsResource(users, sessions, replica, clock);
  }

  @Get()
  @Answers([StudentRowResponse])
  @ApiResponse({ status: 200, headers: { 'Content-Range': { description: 'students 0-24/319' } } })
  async list(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const params = assertSchoolFilter(user, parseListQuery(query));
    return withContentRange(reply, 'students', await this.lists.list(this.resource, params, user));
  }

  @Get('export.csv')
  @AnswersCsv()
  async export(
    @Query() query: ListQuery,
    @CurrentActor() actor: Actor,
    @Res() reply: FastifyReply,
  ) {
    const params = assertSchoolFilter(actor.user, parseListQuery(query));
    const rows = this.lists.all(this.resource, params, actor.user);
    await this.lists.exported(this.resource, params, actor);
    return sendCsv(reply, 'students.csv', this.resource.csv, rows);
  }

  @Post('resend-verification')
  @Answers(BulkResendResponse, 201)
  resend(@Body() body: BulkResendDto, @CurrentActor() actor: Actor) {
    return this.resends.resend(body, actor);
  }

  @Post('roster-import')
  @Answers(RosterImportResponse, 201)
  @BodyLimit(IMPORT_BODY_LIMIT)
  import(@Body() body: RosterImportDto, @CurrentActor() actor: Actor) {
    return this.roster.import(body.csv, body.school_id, actor);
  }
}

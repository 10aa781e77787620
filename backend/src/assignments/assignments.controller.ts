import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { sendCsv } from '../admin/csv-export';
import { IdPipe } from '../admin/id.pipe';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Answers, AnswersCsv } from '../common/dto/responses';
import { ListQuery, parseListQuery } from '../admin/list-query';
import { assertSchoolFilter } from '../reports/report-scope';
import { AssignmentsService } from './assignments.service';
import {
  CheckAssignmentDto,
  CreateAssignmentDto,
  GroupsQuery,
  UpdateAssignmentDto,
} from './dto/assignment.dto';
import {
  AssignmentCheckResponse,
  AssignmentDetailResponse,
  AssignmentGroupsResponse,
  AssignmentListRowResponse,
  AssignmentRemindResponse,
  AssignmentResponse,
  MyAssignmentResponse,
} from './dto/assignment.responses';

async function* once<R>(rows: R[]): AsyncGenerator<R[]> {
  yield rows;
}

const LIST_CSV_COLUMNS = [
  'id',
  'assessment_types',
  'year_group',
  'class_name',
  'due_at',
  'message',
  'students',
  'complete',
  'in_progress',
  'not_started',
] as const;

/** Assignments with due dates (coordinators: their school; admins: any school). */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/assignments')
export class AssignmentsAdminController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Get()
  @Answers([AssignmentListRowResponse])
  async list(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { filter } = assertSchoolFilter(user, parseListQuery(query));
    const school = Number(filter.school_id);
    const rows = await this.assignments.list(user, Number.isInteger(school) ? school : undefined);
    void reply.header(
      'Content-Range',
      `assignments 0-${Math.max(rows.length - 1, 0)}/${rows.length}`,
    );
    return rows;
  }

  @Post()
  @Answers(AssignmentResponse, 201)
  create(@Body() body: CreateAssignmentDto, @CurrentActor() actor: Actor) {
    return this.assignments.create(body, actor);
  }

  /** The year groups and classes an assignment may name: the school's students' own. */
  @Get('groups')
  @Answers(AssignmentGroupsResponse)
  groups(@Query() query: GroupsQuery, @CurrentUser() user: AuthUser) {
    return this.assignments.groups(user, query.school_id);
  }

  /** Checks an assignment before it is saved: its students, and the assessments locked or done. */
  @Post('check')
  @HttpCode(200)
  @Answers(AssignmentCheckResponse)
  check(@Body() body: CheckAssignmentDto, @CurrentUser() user: AuthUser) {
    return this.assignments.check(body, user);
  }

  // Declared before ':id', so "export.csv" is never read as an id.
  @Get('export.csv')
  @AnswersCsv()
  async listCsv(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const { filter } = assertSchoolFilter(user, parseListQuery(query));
    const school = Number(filter.school_id);
    const rows = await this.assignments.listCsvRows(
      user,
      Number.isInteger(school) ? school : undefined,
    );
    return sendCsv(reply, 'assignments.csv', [...LIST_CSV_COLUMNS], once(rows));
  }

  @Get(':id')
  @Answers(AssignmentDetailResponse)
  read(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.assignments.read(id, user);
  }

  @Get(':id/export.csv')
  @AnswersCsv()
  async csv(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const rows = await this.assignments.csvRows(id, user);
    const columns = ['username', 'email', 'year_group', 'class_name', 'status'];
    const types = rows.length ? Object.keys(rows[0]).filter((k) => !columns.includes(k)) : [];
    return sendCsv<Record<string, unknown>>(
      reply,
      `assignment-${id}.csv`,
      [...columns, ...types],
      once(rows),
    );
  }

  @Post(':id/remind')
  @Answers(AssignmentRemindResponse, 201)
  remind(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.assignments.remind(id, actor);
  }

  @Patch(':id')
  @Answers(AssignmentResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateAssignmentDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.assignments.update(id, body, actor);
  }

  @Delete(':id')
  @Answers(AssignmentResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.assignments.remove(id, actor);
  }
}

/** The signed-in student's assignments, for the dashboard. */
@ApiTags('assignments')
@Auth()
@Controller('assignments')
export class MyAssignmentsController {
  constructor(private readonly assignments: AssignmentsService) {}

  @Get('mine')
  @Answers([MyAssignmentResponse])
  mine(@CurrentUser() user: AuthUser) {
    return this.assignments.mine(user.id);
  }
}

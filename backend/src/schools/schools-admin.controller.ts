import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, EntityManager } from 'typeorm';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { AuditService } from '../audit/audit.service';
import { Auth } from '../auth/decorators/auth.decorator';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { EchoedField, TextField } from '../common/dto/fields';
import { LENGTH } from '../database/columns';
import { School } from './entities/school.entity';
import {
  AdminSchool,
  schoolsQuery,
  schoolsResource,
  toAdminSchool,
} from './schools-admin.resource';
import { Answers } from '../common/dto/responses';
import { AdminSchoolResponse } from './dto/school.response';

const NAME_RULE = `School name is required (at most ${LENGTH.schoolName} characters).`;

/** The school form; the counts and dates react-admin echoes back are accepted and ignored. */
export class SchoolBodyDto {
  @TextField({ max: LENGTH.schoolName, message: NAME_RULE, example: 'Demo School' })
  name: string;

  @EchoedField('integer') id?: number;
  @EchoedField('date-time') created_at?: string;
  @EchoedField('integer') domain_count?: number;
  @EchoedField('integer') user_count?: number;
}

const nameOf = (body: SchoolBodyDto): string => {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) throw AppError.badRequest(NAME_RULE);
  return name;
};

@ApiTags('admin')
@Auth('admin')
@Controller('admin/schools')
export class SchoolsAdminController extends AdminReadController(AdminSchoolResponse)<
  School,
  AdminSchool
> {
  protected readonly resource;

  constructor(
    private readonly dataSource: DataSource,
    lists: AdminListService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {
    super(lists);
    this.resource = schoolsResource(dataSource);
  }

  @Get(':id')
  @Answers(AdminSchoolResponse)
  get(@Param('id', IdPipe) id: number) {
    return this.find(this.dataSource.manager, id);
  }

  @Post()
  @Answers(AdminSchoolResponse, 201)
  create(@Body() body: SchoolBodyDto, @CurrentActor() actor: Actor) {
    const name = nameOf(body);
    return this.dataSource.transaction(async (m) => {
      const saved = await m.save(m.create(School, { name, createdAt: this.clock.now() }));
      const after = await this.find(m, saved.id);
      await this.record(m, actor, 'create', saved.id, null, after);
      return after;
    });
  }

  @Put(':id')
  @Answers(AdminSchoolResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: SchoolBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    const name = nameOf(body);
    return this.dataSource.transaction(async (m) => {
      const before = await this.find(m, id);
      await m.update(School, id, { name });
      const after = await this.find(m, id);
      await this.record(m, actor, 'update', id, before, after);
      return after;
    });
  }

  @Delete(':id')
  @Answers(AdminSchoolResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.dataSource.transaction(async (m) => {
      const before = await this.find(m, id);
      await m.delete(School, id);
      await this.record(m, actor, 'delete', id, before, null);
      return before;
    });
  }

  private async find(m: EntityManager, id: number) {
    const school = await schoolsQuery(m).where('s.id = :id', { id }).getOne();
    if (!school) throw AppError.notFound('School not found.');
    return toAdminSchool(school);
  }

  private record(
    m: EntityManager,
    actor: Actor,
    action: string,
    id: number,
    before: object | null,
    after: object | null,
  ) {
    return this.audit.record(m, {
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      action,
      resource: 'schools',
      resourceId: id,
      before,
      after,
      ip: actor.ip,
      schoolId: id,
    });
  }
}

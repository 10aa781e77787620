import {
  cleanSchoolName,
  schoolInUseMessage,
  schoolNameKey,
  schoolNameTaken,
} from '@aspire/domain';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource, EntityManager, Not, QueryFailedError } from 'typeorm';
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
import { Transactions } from '../database/transactions';
import { isDuplicate } from '../common/exceptions.filter';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
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
  const name = typeof body.name === 'string' ? cleanSchoolName(body.name) : '';
  if (!name) throw AppError.badRequest(NAME_RULE);
  return name;
};

/** Two requests with the same name at once: the unique key decides, the loser hears why. */
const nameTakenOnDuplicate =
  (name: string) =>
  (error: unknown): never => {
    if (error instanceof QueryFailedError && isDuplicate(error)) {
      throw AppError.conflict(schoolNameTaken(name));
    }
    throw error;
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
    private readonly transactions: Transactions,
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
    const nameKey = schoolNameKey(name);
    return this.transactions
      .run(async (m) => {
        if (await m.existsBy(School, { nameKey })) throw AppError.conflict(schoolNameTaken(name));
        const saved = await m.save(
          m.create(School, { name, nameKey, createdAt: this.clock.now() }),
        );
        const after = await this.find(m, saved.id);
        await this.audit.recordChange(m, actor, {
          action: 'create',
          resource: 'schools',
          id: saved.id,
          before: null,
          after,
          schoolId: saved.id,
        });
        return after;
      })
      .catch(nameTakenOnDuplicate(name));
  }

  @Put(':id')
  @Answers(AdminSchoolResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: SchoolBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    const name = nameOf(body);
    const nameKey = schoolNameKey(name);
    return this.transactions
      .run(async (m) => {
        const before = await this.find(m, id);
        if (await m.existsBy(School, { nameKey, id: Not(id) })) {
          throw AppError.conflict(schoolNameTaken(name));
        }
        await m.update(School, id, { name, nameKey });
        const after = await this.find(m, id);
        await this.audit.recordChange(m, actor, {
          action: 'update',
          resource: 'schools',
          id,
          before,
          after,
          schoolId: id,
        });
        return after;
      })
      .catch(nameTakenOnDuplicate(name));
  }

  @Delete(':id')
  @Answers(AdminSchoolResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    // The school's row lock orders this against anything joining the school at the same moment
    // (on MariaDB a new user's foreign key check waits for it), so nobody is left school-less.
    return this.transactions.locked(School, { id }, async (m) => {
      const before = await this.find(m, id);
      const users = await m.countBy(User, { schoolId: id });
      const domains = await m.countBy(WhitelistEntry, { schoolId: id, type: 'domain' });
      const addresses = await m.countBy(WhitelistEntry, { schoolId: id, type: 'email' });
      if (users + domains + addresses > 0) {
        throw AppError.conflict(schoolInUseMessage(users, domains, addresses));
      }
      await m.delete(School, id);
      await this.audit.recordChange(m, actor, {
        action: 'delete',
        resource: 'schools',
        id,
        before,
        after: null,
        schoolId: id,
      });
      return before;
    });
  }

  private async find(m: EntityManager, id: number) {
    const school = await schoolsQuery(m).where('s.id = :id', { id }).getOne();
    if (!school) throw AppError.notFound('School not found.');
    return toAdminSchool(school);
  }
}

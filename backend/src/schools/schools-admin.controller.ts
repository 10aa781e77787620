import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { Answers } from '../common/dto/responses';
import { AdminSchoolResponse } from './dto/school.response';
import { SchoolBodyDto } from './dto/school-body.dto';
import { School } from './entities/school.entity';
import { AdminSchool, schoolsResource } from './schools-admin.resource';
import { SchoolsAdminService } from './schools-admin.service';
import { SchoolsRepository } from './schools.repository';

@ApiTags('admin')
@Auth('admin')
@Controller('admin/schools')
export class SchoolsAdminController extends AdminReadController(AdminSchoolResponse)<
  School,
  AdminSchool
> {
  protected readonly resource;

  constructor(
    rows: SchoolsRepository,
    lists: AdminListService,
    private readonly schools: SchoolsAdminService,
  ) {
    super(lists);
    this.resource = schoolsResource(rows);
  }

  @Get(':id')
  @Answers(AdminSchoolResponse)
  get(@Param('id', IdPipe) id: number) {
    return this.schools.find(id);
  }

  @Post()
  @Answers(AdminSchoolResponse, 201)
  create(@Body() body: SchoolBodyDto, @CurrentActor() actor: Actor) {
    return this.schools.create(body, actor);
  }

  @Put(':id')
  @Answers(AdminSchoolResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: SchoolBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.schools.update(id, body, actor);
  }

  @Delete(':id')
  @Answers(AdminSchoolResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.schools.remove(id, actor);
  }
}

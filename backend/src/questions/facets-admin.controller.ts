import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { FacetBodyDto } from './dto/facet-body.dto';
import { Facet } from './entities/facet.entity';
import { AdminFacet, facetsResource } from './facets-admin.resource';
import { FacetsAdminService } from './facets-admin.service';
import { QuestionsAdminRepository } from './questions-admin.repository';
import { Answers } from '../common/dto/responses';
import { AdminFacetResponse } from './dto/question.responses';

@ApiTags('admin')
@Auth('admin')
@Controller('admin/facets')
export class FacetsAdminController extends AdminReadController(AdminFacetResponse)<
  Facet,
  AdminFacet
> {
  protected readonly resource;

  constructor(
    rows: QuestionsAdminRepository,
    lists: AdminListService,
    private readonly service: FacetsAdminService,
  ) {
    super(lists);
    this.resource = facetsResource(rows);
  }

  @Get(':id')
  @Answers(AdminFacetResponse)
  get(@Param('id', IdPipe) id: number) {
    return this.service.get(id);
  }

  @Post()
  @Answers(AdminFacetResponse, 201)
  create(@Body() body: FacetBodyDto, @CurrentActor() actor: Actor) {
    return this.service.create(body, actor);
  }

  @Put(':id')
  @Answers(AdminFacetResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: FacetBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(id, body, actor);
  }

  @Delete(':id')
  @Answers(AdminFacetResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.service.remove(id, actor);
  }
}

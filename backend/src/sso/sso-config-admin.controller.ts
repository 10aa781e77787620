import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { Answers } from '../common/dto/responses';
import { SsoConfigBodyDto } from './dto/sso-config-body.dto';
import { AdminSsoConfigResponse } from './dto/sso-config.response';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { AdminSsoConfig, ssoConfigResource } from './sso-config-admin.resource';
import { SsoConfigService } from './sso-config.service';
import { SsoRepository } from './sso.repository';

/** Schools' sign-in settings: admins change them; a coordinator reads their school's. */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/school-sso')
export class SsoConfigAdminController extends AdminReadController(AdminSsoConfigResponse)<
  SchoolSsoConfig,
  AdminSsoConfig
> {
  protected readonly resource;

  constructor(
    repository: SsoRepository,
    lists: AdminListService,
    private readonly configs: SsoConfigService,
  ) {
    super(lists);
    this.resource = ssoConfigResource(repository);
  }

  @Get(':id')
  @Answers(AdminSsoConfigResponse)
  get(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.configs.get(id, actor);
  }

  @Post()
  @Auth('admin')
  @Answers(AdminSsoConfigResponse, 201)
  create(@Body() body: SsoConfigBodyDto, @CurrentActor() actor: Actor) {
    return this.configs.create(body, actor);
  }

  @Put(':id')
  @Auth('admin')
  @Answers(AdminSsoConfigResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: SsoConfigBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.configs.update(id, body, actor);
  }

  @Delete(':id')
  @Auth('admin')
  @Answers(AdminSsoConfigResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.configs.remove(id, actor);
  }
}

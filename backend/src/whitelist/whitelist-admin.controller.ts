import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { withContentRange } from '../admin/content-range';
import { sendCsv } from '../admin/csv-export';
import { IdPipe } from '../admin/id.pipe';
import { ListQuery, parseListQuery } from '../admin/list-query';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import {
  CreateWhitelistEntryDto,
  ImportWhitelistDto,
  UpdateWhitelistEntryDto,
} from './dto/whitelist-entry.dto';
import { whitelistResource } from './whitelist-admin.resource';
import { WhitelistAdminService } from './whitelist-admin.service';

@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/whitelist')
export class WhitelistAdminController {
  private readonly resource;

  constructor(
    dataSource: DataSource,
    private readonly lists: AdminListService,
    private readonly service: WhitelistAdminService,
  ) {
    this.resource = whitelistResource(dataSource);
  }

  @Get()
  async list(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return withContentRange(
      reply,
      'whitelist',
      await this.lists.list(this.resource, parseListQuery(query), user),
    );
  }

  @Get('export.csv')
  export(@Query() query: ListQuery, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const rows = this.lists.all(this.resource, parseListQuery(query), user);
    return sendCsv(reply, 'whitelist.csv', this.resource.csv, rows);
  }

  @Post('import')
  import(@Body() body: ImportWhitelistDto, @CurrentActor() actor: Actor) {
    return this.service.import(body.csv, body.school_id, actor);
  }

  @Get(':id')
  get(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.service.get(id, user);
  }

  @Post()
  create(@Body() body: CreateWhitelistEntryDto, @CurrentActor() actor: Actor) {
    return this.service.create(body, actor);
  }

  @Put(':id')
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateWhitelistEntryDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(id, body, actor);
  }

  @Delete(':id')
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.service.remove(id, actor);
  }
}

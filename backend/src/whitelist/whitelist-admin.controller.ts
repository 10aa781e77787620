import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { BodyLimit } from '../common/json-body';
import {
  CreateWhitelistEntryDto,
  IMPORT_BODY_LIMIT,
  ImportWhitelistDto,
  UpdateWhitelistEntryDto,
} from './dto/whitelist-entry.dto';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { whitelistResource, WhitelistResponse } from './whitelist-admin.resource';
import { WhitelistAdminService } from './whitelist-admin.service';
import { WhitelistRepository } from './whitelist.repository';
import { Answers } from '../common/dto/responses';
import { ImportResponse, WhitelistEntryResponse } from './dto/whitelist.responses';

@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/whitelist')
export class WhitelistAdminController extends AdminReadController(WhitelistEntryResponse)<
  WhitelistEntry,
  WhitelistResponse
> {
  protected readonly resource;

  constructor(
    entries: WhitelistRepository,
    lists: AdminListService,
    private readonly service: WhitelistAdminService,
  ) {
    super(lists);
    this.resource = whitelistResource(entries);
  }

  @Post('import')
  @Answers(ImportResponse, 201)
  @BodyLimit(IMPORT_BODY_LIMIT)
  import(@Body() body: ImportWhitelistDto, @CurrentActor() actor: Actor) {
    return this.service.import(body.csv, body.school_id, actor);
  }

  @Get(':id')
  @Answers(WhitelistEntryResponse)
  get(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.service.get(id, user);
  }

  @Post()
  @Answers(WhitelistEntryResponse, 201)
  create(@Body() body: CreateWhitelistEntryDto, @CurrentActor() actor: Actor) {
    return this.service.create(body, actor);
  }

  @Put(':id')
  @Answers(WhitelistEntryResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateWhitelistEntryDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(id, body, actor);
  }

  @Delete(':id')
  @Answers(WhitelistEntryResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.service.remove(id, actor);
  }
}

import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { RejectedSignupsRepository } from '../auth/rejected-signups.repository';
import { Answers } from '../common/dto/responses';
import { AddDomainDto } from './dto/report.query';
import { AddedDomainResponse, RejectedSignupResponse } from './dto/report.responses';
import { RejectedSignup } from './entities/rejected-signup.entity';
import { rejectedSignupsResource, RejectedSignupRow } from './rejected-signups.resource';
import { RejectedSignupsService } from './rejected-signups.service';

/** Sign-ups the whitelist refused, by domain, and the one-click "add to my school". */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/rejected-signups')
export class RejectedSignupsController extends AdminReadController(RejectedSignupResponse)<
  RejectedSignup,
  RejectedSignupRow
> {
  protected readonly resource;

  constructor(
    rows: RejectedSignupsRepository,
    lists: AdminListService,
    private readonly service: RejectedSignupsService,
  ) {
    super(lists);
    this.resource = rejectedSignupsResource(rows);
  }

  @Post(':id/add-domain')
  @Answers(AddedDomainResponse, 201)
  addDomain(
    @Param('id', IdPipe) id: number,
    @Body() body: AddDomainDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.addDomain(id, body.school_id, actor);
  }
}

import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { Auth } from '../auth/decorators/auth.decorator';
import { Answers } from '../common/dto/responses';
import {
  AssessmentTypeParams,
  InstrumentHistoryResponse,
  RescoreBody,
  RescorePreviewResponse,
  RescoreResponse,
} from './dto/instrument-admin.dto';
import { InstrumentAdminService } from './instrument-admin.service';

/** Instrument version history and re-scoring, for admins only. */
@ApiTags('admin')
@Auth('admin')
@Controller('admin/instruments')
export class InstrumentAdminController {
  constructor(private readonly service: InstrumentAdminService) {}

  @Get(':type/versions')
  @Answers(InstrumentHistoryResponse)
  history(@Param() p: AssessmentTypeParams) {
    return this.service.history(p.type);
  }

  @Get(':type/rescore-preview')
  @Answers(RescorePreviewResponse)
  preview(@Param() p: AssessmentTypeParams) {
    return this.service.preview(p.type);
  }

  @Post(':type/rescore')
  @Answers(RescoreResponse, 201)
  rescore(
    @Param() p: AssessmentTypeParams,
    @Body() body: RescoreBody,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.rescore(p.type, body.scoringVersion, actor);
  }
}

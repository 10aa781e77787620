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
  RekeyBody,
  RekeyPreviewResponse,
  RekeyResponse,
} from './dto/instrument-admin.dto';
import { InstrumentAdminService } from './instrument-admin.service';
import { RekeyService } from './rekey.service';

/** Instrument version history and re-scoring, for admins only. */
@ApiTags('admin')
@Auth('admin')
@Controller('admin/instruments')
export class InstrumentAdminController {
  constructor(
    private readonly service: InstrumentAdminService,
    private readonly rekeys: RekeyService,
  ) {}

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

  /** After a key correction: which stored answers the corrected keys change, and a sample. */
  @Get(':type/rekey-preview')
  @Answers(RekeyPreviewResponse)
  rekeyPreview(@Param() p: AssessmentTypeParams) {
    return this.rekeys.preview(p.type);
  }

  @Post(':type/rekey')
  @Answers(RekeyResponse, 201)
  rekey(@Param() p: AssessmentTypeParams, @Body() body: RekeyBody, @CurrentActor() actor: Actor) {
    return this.rekeys.apply(p.type, body.keyVersion, actor);
  }
}

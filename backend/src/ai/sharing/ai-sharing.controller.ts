import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../admin/actor.decorator';
import { Auth } from '../../auth/decorators/auth.decorator';
import { Answers } from '../../common/dto/responses';
import { AiSharingDto, AiSharingResponse } from './ai-sharing.dto';
import { AiSharingService } from './ai-sharing.service';

/** The setting that lets a third-party AI provider receive scores (admins only). */
@ApiTags('admin')
@Auth('admin')
@Controller('admin/settings/ai-sharing')
export class AiSharingController {
  constructor(private readonly sharing: AiSharingService) {}

  @Get()
  @Answers(AiSharingResponse)
  get() {
    return this.sharing.get();
  }

  @Put()
  @Answers(AiSharingResponse)
  set(@Body() body: AiSharingDto, @CurrentActor() actor: Actor) {
    return this.sharing.set(actor, body.enabled);
  }
}

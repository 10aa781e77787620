import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SHARE_LINK_NOT_FOUND } from '@aspire/domain';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { OwnerIn, SignedIn } from '../auth/decorators/owner.decorator';
import { Answers } from '../common/dto/responses';
import { uuidOr404 } from '../teams/uuid.pipe';
import { CreateShareLinkDto } from './dto/sharing.dto';
import {
  CreatedShareLinkResponse,
  ShareLinkResponse,
  ShareLinksResponse,
} from './dto/sharing.responses';
import { SharingService } from './sharing.service';

/** The student's parent links (docs/API.md, "Sharing"). */
@ApiTags('sharing')
@Controller('sharing')
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @OwnerIn('body')
  @Post('links')
  @Answers(CreatedShareLinkResponse, 201)
  create(@Body() body: CreateShareLinkDto, @CurrentActor() actor: Actor) {
    return this.sharing.create(actor, body);
  }

  @OwnerIn('param')
  @Get('links/:userId')
  @Answers(ShareLinksResponse)
  list(@Param('userId') userId: string) {
    return this.sharing.list(userId);
  }

  /** The link's owner is checked by the service: the id alone names no student. */
  @SignedIn()
  @Delete('links/:linkId')
  @Answers(ShareLinkResponse)
  revoke(
    @Param('linkId', uuidOr404(SHARE_LINK_NOT_FOUND)) linkId: string,
    @CurrentActor() actor: Actor,
  ) {
    return this.sharing.revoke(actor, linkId);
  }
}

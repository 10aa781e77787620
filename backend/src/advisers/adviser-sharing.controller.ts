import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { Answers, MessageResponse } from '../common/dto/responses';
import { AdviserSharingService } from './adviser-sharing.service';
import { AdviserShareResponse, ShareWithAdvisersDto } from './dto/adviser-share.dto';

/** The student shares reports with their school's careers advisers (docs/product/advisers.md). */
@ApiTags('advisers')
@Controller('adviser-share')
export class AdviserSharingController {
  constructor(private readonly sharing: AdviserSharingService) {}

  @OwnerIn('param')
  @Get(':userId')
  @Answers(AdviserShareResponse)
  state(@Param('userId') userId: string) {
    return this.sharing.state(userId);
  }

  @OwnerIn('param')
  @Put(':userId')
  @Answers(AdviserShareResponse)
  share(@Param('userId') userId: string, @Body() body: ShareWithAdvisersDto) {
    return this.sharing.share(userId, body.reports);
  }

  @OwnerIn('param')
  @Delete(':userId')
  @Answers(MessageResponse)
  revoke(@Param('userId') userId: string) {
    return this.sharing.revoke(userId);
  }
}

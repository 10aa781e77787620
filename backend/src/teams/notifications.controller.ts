import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { Answers } from '../common/dto/responses';
import { MarkReadDto, UserIdQuery } from './dto/team.dto';
import { NotificationsResponseDto, UnreadResponseDto } from './dto/team.responses';
import { NotificationsService } from './notifications.service';

/** The Enrich+ Notifications menu's team events (docs/API.md). */
@ApiTags('team')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @OwnerIn('query')
  @Get()
  @Answers(NotificationsResponseDto)
  list(@Query() query: UserIdQuery) {
    return this.notifications.list(query.userId);
  }

  @OwnerIn('body')
  @Post('read')
  @Answers(UnreadResponseDto, 201)
  markRead(@Body() body: MarkReadDto) {
    return this.notifications.markRead(body.userId, body.id);
  }
}

import { Body, Controller, Post } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SignedIn } from '../auth/decorators/owner.decorator';
import { Clock } from '../common/clock';
import { EnumField, TextField } from '../common/dto/fields';
import { LENGTH } from '../database/columns';
import { AnalyticsEvent, AnalyticsEventType } from './entities/analytics-event.entity';
import { Answers } from '../common/dto/responses';
import { EmptyResponse } from '../users/dto/user.responses';

export class AnalyticsEventDto {
  @EnumField(['page_view', 'event']) type: AnalyticsEventType;
  @TextField({ max: LENGTH.analyticsName, example: 'Dashboard' }) name: string;
}

/** Page views and product events, stored for the usage reports (docs/product/coordinators.md). */
@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    @InjectRepository(AnalyticsEvent) private readonly events: Repository<AnalyticsEvent>,
    private readonly clock: Clock,
  ) {}

  @SignedIn()
  @Post('events')
  @Answers(EmptyResponse, 201)
  async record(@Body() body: AnalyticsEventDto, @CurrentUser() user: AuthUser) {
    await this.events.insert({
      type: body.type,
      name: body.name,
      userId: user.id,
      schoolId: user.schoolId,
      at: this.clock.now(),
    });
    return {};
  }
}

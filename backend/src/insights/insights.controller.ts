import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { assertSelfOrAdmin } from '../auth/ownership';
import { GenerateInsightsDto, SaveInsightsDto } from './dto/insights.dto';
import { InsightsService } from './insights.service';

/** spec 002 §7 insights calls. */
@ApiTags('insights')
@Controller('insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Post('generate')
  generate(@Body() body: GenerateInsightsDto, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, body.userId);
    return this.insights.generate(user, body.userId);
  }

  @Post('save')
  save(@Body() body: SaveInsightsDto, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, body.userId);
    return this.insights.save(user, body.userId, body.insights);
  }

  @Get(':userId')
  get(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.insights.get(userId);
  }
}

import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { GenerateInsightsDto, SaveInsightsDto } from './dto/insights.dto';
import { InsightsService } from './insights.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import { InsightsPromptResponse, InsightsResponse } from './dto/insights.response';

/**
 * The insights calls (docs/API.md; docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
@ApiTags('insights')
@Controller('insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @OwnerIn('body')
  @Post('generate')
  @Answers(InsightsResponse, 201)
  generate(@Body() body: GenerateInsightsDto, @CurrentUser() user: AuthUser) {
    return this.insights.generate(user, body.userId);
  }

  @OwnerIn('body')
  @Post('save')
  @Answers(MessageResponse, 201)
  save(@Body() body: SaveInsightsDto, @CurrentUser() user: AuthUser) {
    return this.insights.save(user, body.userId, body.insights);
  }

  @OwnerIn('param')
  @Get('prompt/:userId')
  @Answers(InsightsPromptResponse)
  prompt(@Param('userId') userId: string) {
    return this.insights.prompt(userId);
  }

  @OwnerIn('param')
  @Get(':userId')
  @Answers(InsightsResponse)
  get(@Param('userId') userId: string) {
    return this.insights.get(userId);
  }
}

import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { Answers } from '../common/dto/responses';
import { DashboardService } from './dashboard.service';
import { DashboardSummaryResponseDto } from './dto/dashboard.responses';

/**
 * For a fast first screen (docs/decisions/0046-light-first-screens.md): the dashboard's first
 * screen in one read instead of seven requests on the browser's six connections; the individual
 * routes stay for every other screen.
 */
@ApiTags('users')
@Controller('users')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @OwnerIn('param')
  @Get(':userId/dashboard')
  @Answers(DashboardSummaryResponseDto)
  summary(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    return this.dashboard.summary(userId, user);
  }
}

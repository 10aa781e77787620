import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { OwnerIn } from '../../auth/decorators/owner.decorator';
import { CheckAccessQuery } from './check-access.query';
import { CheckAccessService } from './check-access.service';
import { Answers } from '../../common/dto/responses';
import { AccessResponse } from '../dto/assessment.responses';

@ApiTags('assessments')
@Controller('assessment/check-access')
export class CheckAccessController {
  constructor(private readonly access: CheckAccessService) {}

  @OwnerIn('query')
  @Get(':route')
  @Answers(AccessResponse)
  check(
    @Param('route') route: string,
    @Query() query: CheckAccessQuery,
    @CurrentUser() user: AuthUser,
  ) {
    return this.access.decide(route, user, query.assessmentType);
  }
}

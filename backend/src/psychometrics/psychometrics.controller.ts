import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AssessmentQuery } from '../assessments/dto/assessment.query';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { Answers } from '../common/dto/responses';
import { NormsResponse, ScaleHealthResponse } from './dto/psychometrics.responses';
import { ScaleHealthQuery } from './dto/scale-health.query';
import { NormsService } from './norms.service';
import { ScaleHealthService } from './scale-health.service';

/** Scale health for staff (coordinators: their own school, above the same threshold). */
@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/scale-health')
export class ScaleHealthController {
  constructor(private readonly scaleHealth: ScaleHealthService) {}

  @Get()
  @Answers(ScaleHealthResponse)
  report(@Query() q: ScaleHealthQuery, @CurrentUser() user: AuthUser) {
    return this.scaleHealth.report(user, q.assessment_type, q.school_id, q.version);
  }
}

/** A student's percentile bands, SEM and reliable change for one completed session. */
@ApiTags('assessments')
@Controller('assessment')
export class NormsController {
  constructor(private readonly norms: NormsService) {}

  @OwnerIn('param')
  @Get('norms/:userId')
  @Answers(NormsResponse)
  get(
    @Param('userId') userId: string,
    @Query() q: AssessmentQuery,
    @CurrentUser() caller: AuthUser,
  ) {
    return this.norms.norms(caller, userId, q.assessmentType, q.sessionId);
  }
}

import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AuthModule } from '../auth/auth.module';
import { NormsController, ScaleHealthController } from './psychometrics.controller';
import { NormsService } from './norms.service';
import { ScaleHealthService } from './scale-health.service';

/** Issue 15: scale health (α, item analysis) and honest norms (percentile bands, SEM, RCI). */
@Module({
  imports: [AuthModule, AssessmentsModule],
  controllers: [ScaleHealthController, NormsController],
  providers: [ScaleHealthService, NormsService],
})
export class PsychometricsModule {}

import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The dashboard's summary read, built on the assessments' and assignments' services. */
@Module({
  imports: [AssessmentsModule, AssignmentsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}

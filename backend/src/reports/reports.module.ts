import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuthModule } from '../auth/auth.module';
import { BulkResendService } from './bulk-resend.service';
import { FunnelService } from './funnel.service';
import { RejectedSignupsController } from './rejected-signups.controller';
import { RejectedSignupsService } from './rejected-signups.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ResultsService } from './results.service';
import { RosterService } from './roster.service';
import { StudentsController } from './students.controller';
import { WeeklyService } from './weekly.service';

/** Issue 13: the coordinator's reports, students list, rostering and rejected sign-ups. */
@Module({
  imports: [AdminModule, AuthModule],
  controllers: [ReportsController, StudentsController, RejectedSignupsController],
  providers: [
    ReportsService,
    FunnelService,
    WeeklyService,
    ResultsService,
    BulkResendService,
    RosterService,
    RejectedSignupsService,
  ],
})
export class ReportsModule {}

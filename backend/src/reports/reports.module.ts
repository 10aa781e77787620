import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { AuthModule } from '../auth/auth.module';
import { RecoveryModule } from '../recovery/recovery.module';
import { RejectedSignupsModule } from '../auth/rejected-signups.module';
import { SchoolsModule } from '../schools/schools.module';
import { WhitelistModule } from '../whitelist/whitelist.module';
import { BulkResendService } from './bulk-resend.service';
import { ChaseService } from './chase.service';
import { CohortStudentsRepository } from './cohort-students.repository';
import { FunnelService } from './funnel.service';
import { RejectedSignupsController } from './rejected-signups.controller';
import { RejectedSignupsService } from './rejected-signups.service';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { ResultsService } from './results.service';
import { RosterService } from './roster.service';
import { RosterRepository } from './roster.repository';
import { RosterInviteService } from './roster-invite.service';
import { RosterListService } from './roster-list.service';
import { StudentPageService } from './student-page.service';
import { StudentsController } from './students.controller';
import { WeeklyService } from './weekly.service';

/**
 * The coordinator's reports, students list, rostering and rejected sign-ups. The reports
 * are aggregates over students, whitelist entries, sessions and answers, each one SQL statement
 * joining those tables, so the module reads on the repositories their owners export rather than
 * asking four services for rows to join in memory
 * (docs/decisions/0004-each-module-owns-its-data.md).
 */
@Module({
  imports: [
    AdminModule,
    AuthModule,
    RejectedSignupsModule,
    SchoolsModule,
    WhitelistModule,
    AssessmentsModule,
    AssignmentsModule,
    RecoveryModule,
  ],
  controllers: [ReportsController, StudentsController, RejectedSignupsController],
  providers: [
    ReportsRepository,
    ReportsService,
    FunnelService,
    WeeklyService,
    ResultsService,
    BulkResendService,
    ChaseService,
    CohortStudentsRepository,
    RosterService,
    RosterRepository,
    RosterListService,
    RosterInviteService,
    StudentPageService,
    RejectedSignupsService,
  ],
})
export class ReportsModule {}

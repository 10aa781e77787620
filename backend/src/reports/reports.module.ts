import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AuthModule } from '../auth/auth.module';
import { School } from '../schools/entities/school.entity';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { BulkResendService } from './bulk-resend.service';
import { RejectedSignup } from './entities/rejected-signup.entity';
import { FunnelService } from './funnel.service';
import { RejectedSignupsController } from './rejected-signups.controller';
import { RejectedSignupsService } from './rejected-signups.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';
import { ResultsService } from './results.service';
import { RosterService } from './roster.service';
import { StudentsController } from './students.controller';
import { WeeklyService } from './weekly.service';

/**
 * The coordinator's reports, students list, rostering and rejected sign-ups. The reports
 * are aggregates over students, whitelist entries, sessions and answers, each one SQL statement
 * joining those tables, so the module registers the entities it reads rather than asking
 * four services for rows to join in memory
 * (docs/decisions/0004-each-module-owns-its-data.md).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      RejectedSignup,
      User,
      School,
      WhitelistEntry,
      AssessmentProgress,
      AssessmentAnswer,
    ]),
    AdminModule,
    AuthModule,
  ],
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

import { DynamicModule, Module } from '@nestjs/common';
import { Clock } from './common/clock';
import { StartupProgress } from './database/startup-progress';
import { AdvisersModule } from './advisers/advisers.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AssessmentsModule } from './assessments/assessments.module';
import { AuditAdminModule } from './audit/audit-admin.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { StaffInvitationsModule } from './auth/invitations/staff-invitations.module';
import { CommonModule } from './common/common.module';
import { CommunityModule } from './community/community.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { InsightsModule } from './insights/insights.module';
import { MailModule } from './mail/mail.module';
import { OutboxAdminModule } from './mail/outbox-admin.module';
import { MaterialsModule } from './materials/materials.module';
import { ObservabilityModule } from './observability/observability.module';
import { PrivacyModule } from './privacy/privacy.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { QuestionsModule } from './questions/questions.module';
import { SchedulingModule } from './scheduling/scheduling.module';
import { SchoolsModule } from './schools/schools.module';
import { RecoveryModule } from './recovery/recovery.module';
import { ReportsModule } from './reports/reports.module';
import { AssignmentsModule } from './assignments/assignments.module';
import { PsychometricsModule } from './psychometrics/psychometrics.module';
import { SeedModule } from './seed/seed.module';
import { ReportPdfModule } from './report-pdf/report-pdf.module';
import { SharingModule } from './sharing/sharing.module';
import { SsoModule } from './sso/sso.module';
import { TeamsModule } from './teams/teams.module';
import { ThrottleModule } from './throttle/throttle.module';
import { UsersModule } from './users/users.module';
import { WhitelistModule } from './whitelist/whitelist.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock, startup?: StartupProgress): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, startup),
        ObservabilityModule,
        CommonModule.forRoot(clock),
        DatabaseModule,
        SchedulingModule,
        ThrottleModule,
        AuditModule,
        MailModule,
        AuthModule,
        StaffInvitationsModule,
        SsoModule,
        WhitelistModule,
        QuestionsModule,
        UsersModule,
        PrivacyModule,
        AnalyticsModule,
        InsightsModule,
        SchoolsModule,
        AuditAdminModule,
        OutboxAdminModule,
        AssessmentsModule,
        TeamsModule,
        MaterialsModule,
        CommunityModule,
        ReportsModule,
        AdvisersModule,
        RecoveryModule,
        AssignmentsModule,
        DashboardModule,
        PsychometricsModule,
        ReportPdfModule,
        SharingModule,
        SeedModule,
        HealthModule,
        PublicConfigModule,
      ],
    };
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestionsModule } from '../questions/questions.module';
import { AssessmentAccessRules } from './access/assessment-access.rules';
import { CheckAccessController } from './access/check-access.controller';
import { CheckAccessService } from './access/check-access.service';
import { AnswersRepository } from './answers.repository';
import { AnswersService } from './answers.service';
import { AssessmentsController } from './assessments.controller';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { InstrumentVersion } from './entities/instrument-version.entity';
import { InstrumentAdminController } from './instrument-admin.controller';
import { InstrumentAdminService } from './instrument-admin.service';
import { InstrumentVersionsRepository } from './instrument-versions.repository';
import { InstrumentVersionsService } from './instrument-versions.service';
import { NormCohortCache } from './norm-cohort-cache';
import { ProgressService } from './progress.service';
import { RawRowsRepository } from './raw-rows.repository';
import { RawRowsService } from './raw-rows.service';
import { RekeyService } from './rekey.service';
import { ScoresRepository } from './scores.repository';
import { ScoresService } from './scores.service';
import { ScoringRegistry } from './scoring-registry';
import { SessionHistoryService } from './session-history.service';
import { SessionVersionsRepository } from './session-versions.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([AssessmentAnswer, AssessmentProgress, InstrumentVersion]),
    QuestionsModule,
  ],
  controllers: [CheckAccessController, AssessmentsController, InstrumentAdminController],
  providers: [
    CheckAccessService,
    AssessmentAccessRules,
    AnswersRepository,
    AnswersService,
    ProgressService,
    InstrumentVersionsRepository,
    InstrumentVersionsService,
    InstrumentAdminService,
    SessionVersionsRepository,
    NormCohortCache,
    RekeyService,
    RawRowsRepository,
    RawRowsService,
    ScoresRepository,
    ScoresService,
    ScoringRegistry,
    SessionHistoryService,
  ],
  exports: [
    CheckAccessService,
    ProgressService,
    ScoresService,
    InstrumentVersionsService,
    NormCohortCache,
    TypeOrmModule,
  ],
})
export class AssessmentsModule {}

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
import { InstrumentVersionsService } from './instrument-versions.service';
import { ProgressService } from './progress.service';
import { RawRowsService } from './raw-rows.service';
import { RekeyService } from './rekey.service';
import { ScoresRepository } from './scores.repository';
import { ScoresService } from './scores.service';
import { ScoringRegistry } from './scoring-registry';
import { SessionHistoryService } from './session-history.service';

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
    InstrumentVersionsService,
    InstrumentAdminService,
    RekeyService,
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
    TypeOrmModule,
  ],
})
export class AssessmentsModule {}

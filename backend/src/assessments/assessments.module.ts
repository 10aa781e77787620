import { Module } from '@nestjs/common';
import { AssessmentAccessRules } from './access/assessment-access.rules';
import { CheckAccessController } from './access/check-access.controller';
import { CheckAccessService } from './access/check-access.service';
import { AnswersService } from './answers.service';
import { AssessmentsController } from './assessments.controller';
import { ProgressService } from './progress.service';
import { RawRowsService } from './raw-rows.service';
import { ScoresService } from './scores.service';

@Module({
  controllers: [CheckAccessController, AssessmentsController],
  providers: [
    CheckAccessService,
    AssessmentAccessRules,
    AnswersService,
    ProgressService,
    RawRowsService,
    ScoresService,
  ],
  exports: [CheckAccessService, ProgressService, ScoresService],
})
export class AssessmentsModule {}

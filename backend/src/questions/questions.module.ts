import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { FacetsAdminController } from './facets-admin.controller';
import { FacetsAdminService } from './facets-admin.service';
import { QuestionBankService } from './question-bank.service';
import { QuestionsAdminController } from './questions-admin.controller';
import { QuestionsAdminService } from './questions-admin.service';
import { QuestionsController } from './questions.controller';

@Module({
  imports: [AdminModule],
  controllers: [QuestionsController, QuestionsAdminController, FacetsAdminController],
  providers: [QuestionBankService, QuestionsAdminService, FacetsAdminService],
  exports: [QuestionBankService],
})
export class QuestionsModule {}

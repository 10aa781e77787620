import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { FacetsAdminController } from './facets-admin.controller';
import { FacetsAdminService } from './facets-admin.service';
import { QuestionBankService } from './question-bank.service';
import { QuestionsAdminController } from './questions-admin.controller';
import { QuestionsAdminRepository } from './questions-admin.repository';
import { QuestionsAdminService } from './questions-admin.service';
import { QuestionsController } from './questions.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Question, Facet]), AdminModule],
  controllers: [QuestionsController, QuestionsAdminController, FacetsAdminController],
  providers: [
    QuestionBankService,
    QuestionsAdminRepository,
    QuestionsAdminService,
    FacetsAdminService,
  ],
  exports: [QuestionBankService],
})
export class QuestionsModule {}

import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';

@Module({
  imports: [AiModule, AssessmentsModule],
  controllers: [InsightsController],
  providers: [InsightsService],
})
export class InsightsModule {}

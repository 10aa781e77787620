import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AiModule } from '../ai/ai.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { UsersModule } from '../users/users.module';
import { Insight } from './entities/insight.entity';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';

@Module({
  imports: [TypeOrmModule.forFeature([Insight]), AiModule, AssessmentsModule, UsersModule],
  controllers: [InsightsController],
  providers: [InsightsService],
  // Careers advisers read a student's insights when the student shares them (advisers/).
  exports: [InsightsService],
})
export class InsightsModule {}

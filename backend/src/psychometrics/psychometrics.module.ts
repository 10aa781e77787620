import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AuthModule } from '../auth/auth.module';
import { QuestionsModule } from '../questions/questions.module';
import { SchoolsModule } from '../schools/schools.module';
import { UsersModule } from '../users/users.module';
import { ScaleOptionCounts, ScalePairSums, ScaleSessionCounts } from './entities/scale-sums.entity';
import { NormsController, ScaleHealthController } from './psychometrics.controller';
import { NormsRepository } from './norms.repository';
import { NormsService } from './norms.service';
import { ScaleHealthService } from './scale-health.service';

/**
 * Scale health (α, item analysis) and honest norms (percentile bands, SEM, RCI). Its statistics
 * are read from the kept sums, counts and histograms (assessments' stored-sums and facet-totals
 * repositories, norms.repository.ts); a student comes from AccountService, questions from the
 * bank.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ScalePairSums, ScaleOptionCounts, ScaleSessionCounts]),
    AuthModule,
    SchoolsModule,
    AssessmentsModule,
    QuestionsModule,
    UsersModule,
  ],
  controllers: [ScaleHealthController, NormsController],
  providers: [ScaleHealthService, NormsRepository, NormsService],
})
export class PsychometricsModule {}

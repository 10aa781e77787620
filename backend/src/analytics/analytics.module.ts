import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsDaily } from './entities/analytics-daily.entity';
import { AnalyticsEvent } from './entities/analytics-event.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AnalyticsEvent, AnalyticsDaily])],
  controllers: [AnalyticsController],
})
export class AnalyticsModule {}

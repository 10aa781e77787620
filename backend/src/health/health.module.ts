import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({ imports: [AuthModule], controllers: [HealthController], providers: [ReadinessService] })
export class HealthModule {}

import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { createRootLogger, LoggingModule } from './logging';
import { MetricsService } from './metrics.service';

/** Logs (and metrics): imported once by AppModule. */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(config: AppConfig, logger?: Logger): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggingModule.forRoot(logger ?? createRootLogger(config.log))],
      providers: [MetricsService],
      exports: [MetricsService],
    };
  }
}

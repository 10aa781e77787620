import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** Metrics, imported once by AppModule (logging is wired in `observe`, outside the module tree). */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class ObservabilityModule {}

import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../observability/metrics.service';
import { failFastRedis, FallbackThrottlerStorage } from './fallback-throttler-storage';

/**
 * Coarse per-IP request throttle for the auth routes, on top of the per-e-mail lockouts.
 * Counters live in Redis when REDIS_URL is set, so several instances share them; while Redis is
 * away each instance counts on its own (FallbackThrottlerStorage).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, MetricsService],
      useFactory: (config: AppConfig, metrics: MetricsService) => {
        let storage: FallbackThrottlerStorage | undefined;
        if (config.redisUrl) {
          storage = new FallbackThrottlerStorage(
            failFastRedis(config.redisUrl, config.redisCommandTimeoutMs),
            config.redisKeyPrefix,
            () => metrics.throttleFellBack(),
          );
          const shared = storage;
          metrics.watchRedis(() => shared.up);
        }
        return {
          throttlers: [{ name: 'default', ttl: 60_000, limit: config.authThrottlePerMinute }],
          storage,
        };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottleModule {}

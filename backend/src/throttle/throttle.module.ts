import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * Coarse per-IP request throttle for the auth routes, on top of the per-e-mail lockouts.
 * Counters live in Redis when REDIS_URL is set, so several instances share them.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.authThrottlePerMinute }],
        storage: config.redisUrl ? new ThrottlerStorageRedisService(config.redisUrl) : undefined,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class ThrottleModule {}

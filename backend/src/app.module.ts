import { DynamicModule, Module } from '@nestjs/common';
import { Clock } from './common/clock';
import { CommonModule } from './common/common.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { SeedModule } from './seed/seed.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule.forRoot(clock),
        DatabaseModule,
        SeedModule,
        HealthModule,
        PublicConfigModule,
      ],
    };
  }
}

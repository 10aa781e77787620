import { DynamicModule, Global, Module } from '@nestjs/common';
import { StartupProgress } from '../database/startup-progress';
import { AppConfig } from './app-config';

export const APP_CONFIG = Symbol('APP_CONFIG');

/**
 * Makes the validated AppConfig injectable everywhere with @Inject(APP_CONFIG), and the start-up's
 * progress (what the port answers while the database is awaited) to the database module.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, startup = new StartupProgress()): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: StartupProgress, useValue: startup },
      ],
      exports: [APP_CONFIG, StartupProgress],
    };
  }
}

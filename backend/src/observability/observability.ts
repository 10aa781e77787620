import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream, Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { AppLogger } from './app-logger';
import { useMetrics } from './metrics.route';
import {
  createRootLogger,
  levelFromNest,
  NestLevel,
  requestIdOptions,
  useRequestLogging,
} from './logging';

export type ObservabilityOptions = {
  logStream?: DestinationStream;
  logger?: false | NestLevel[];
};

/** The hook app.factory.ts calls: one root logger, request logging, metrics. */
export function observe(config: AppConfig, options: ObservabilityOptions) {
  const level = levelFromNest(options.logger, config.log.level);
  const logger: Logger = createRootLogger({ ...config.log, level }, options.logStream);
  return {
    logger,
    /** Options for the Fastify adapter. */
    fastify: requestIdOptions(),
    attach(app: NestFastifyApplication) {
      app.useLogger(new AppLogger(logger));
      useRequestLogging(app, logger);
      useMetrics(app, config);
    },
  };
}

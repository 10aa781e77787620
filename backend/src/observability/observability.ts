import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream, Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { AppLogger } from './app-logger';
import { useMetrics } from './metrics.route';
import { createRootLogger, levelFromNest, NestLevel } from './logging';
import { requestId, RequestLog, useRequestContext } from './request-log';

export type ObservabilityOptions = {
  logStream?: DestinationStream;
  logger?: false | NestLevel[];
  /** A root logger made already (main.ts makes it before the application, for the start-up). */
  rootLogger?: Logger;
};

/** The hook app.factory.ts calls: one root logger (Fastify's and Nest's), request logging, metrics. */
export function observe(config: AppConfig, options: ObservabilityOptions) {
  const level = levelFromNest(options.logger, config.log.level);
  const logger: Logger =
    options.rootLogger ?? createRootLogger({ ...config.log, level }, options.logStream);
  return {
    logger,
    /** Options for the Fastify adapter: its logger, its request log and its request ids. */
    fastify: {
      loggerInstance: logger,
      logController: new RequestLog(),
      requestIdHeader: false as const,
      genReqId: requestId,
    },
    attach(app: NestFastifyApplication) {
      app.useLogger(new AppLogger(logger));
      useRequestContext(app);
      useMetrics(app, config);
    },
  };
}

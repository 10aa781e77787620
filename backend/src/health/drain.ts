import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ReadinessService } from './readiness.service';

/**
 * While draining, every answer says `Connection: close`: the proxy's kept-alive connections to
 * this instance end one by one as their requests are answered, so none is idle (and then cut)
 * when the instance stops accepting connections.
 */
export function useDrainHeaders(app: NestFastifyApplication): void {
  const readiness = app.get(ReadinessService);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.draining) void reply.header('Connection', 'close');
      done(null, payload);
    });
}

export type DrainTimes = { drainMs: number; timeoutMs: number };

/**
 * SIGTERM: report not ready at once and keep serving for `drainMs` (the proxy's check interval
 * plus a margin: it stops sending meanwhile), then stop taking connections, let the requests in
 * flight finish (Fastify's close waits for them), stop the jobs, close the pools and exit 0.
 * SIGINT (Ctrl-C at a terminal) skips the drain. A request that never ends cannot hold the
 * instance past `timeoutMs` after the drain: then it exits 1
 * (docs/decisions/0084-proxy-and-drain.md).
 */
export function stopOnSignals(app: INestApplication, { drainMs, timeoutMs }: DrainTimes): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const logger = new Logger('Shutdown');
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.get(ReadinessService).draining = true;
    logger.warn({
      msg: `${signal}: not ready; serving for ${drain} ms more, then finishing the requests in flight`,
      signal,
      drainMs: drain,
    });
    setTimeout(() => {
      setTimeout(() => {
        logger.error(`Still busy ${timeoutMs} ms after the drain; exiting anyway`);
        process.exit(1);
      }, timeoutMs).unref();
      logger.log('Drained: no new connections; finishing the requests in flight');
      app.close().then(
        () => process.exit(0),
        (error: Error) => {
          logger.error(`Shutdown failed: ${error.message}`);
          process.exit(1);
        },
      );
    }, drain);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

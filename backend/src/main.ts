import 'reflect-metadata';
import { INestApplication, Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/env';
import { DemoLogin, SeedService } from './seed/seed.service';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const logins = await app.get(SeedService).run();
  stopOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, logins);
}

/**
 * SIGTERM/SIGINT: stop taking connections, let the requests in flight finish (Fastify's close
 * waits for them), stop the scheduled jobs, close the pools, exit 0. A request that never ends
 * cannot hold the instance past `timeoutMs`: then it exits 1.
 */
function stopOnSignals(app: INestApplication, timeoutMs: number) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const logger = new Logger('Shutdown');
    logger.log(`${signal}: finishing the requests in flight, then exiting`);
    setTimeout(() => {
      logger.error(`Still busy after ${timeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error(`Shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function printWelcome(config: AppConfig, logins: DemoLogin[]) {
  const lines = [
    '',
    `Aspire is running on ${config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'MySQL'}`,
    `  Portal       ${config.appUrl}/`,
    `  Back-office  ${config.appUrl}/admin/`,
    `  API docs     ${config.appUrl}/api/docs`,
    '',
    'Demo logins:',
    ...logins.map(
      (l) =>
        `  ${l.role.padEnd(12)} ${l.email.padEnd(30)} ${
          l.generatedPassword
            ? `password: ${l.generatedPassword}  (generated now, shown once)`
            : 'password: as set at first start (SEED_*_PASSWORD)'
        }`,
    ),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One clear line naming the variable, no stack trace (issue 2 §3).
    process.stderr.write(`${error.message}\n`);
  } else {
    new Logger('Bootstrap').error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});

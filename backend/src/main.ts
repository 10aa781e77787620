import 'reflect-metadata';
import type { Logger } from 'pino';
import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/env';
import { stopOnSignals } from './health/drain';
import { StartupProgress } from './database/startup-progress';
import { StartupProbe } from './health/startup-probe';
import { createRootLogger } from './observability/logging';
import { DemoLogin, SeedService } from './seed/seed.service';

/**
 * The port opens at once, answered by the start-up probe while the database is awaited and
 * migrated (docs/decisions/0089-start-up-in-the-dark.md); the application takes it over when it
 * is ready to serve.
 */
async function main(config: AppConfig, log: Logger) {
  const startup = new StartupProgress();
  const probe = await StartupProbe.open(config, startup, log);
  try {
    const app = await createApp(config, { rootLogger: log, startup });
    const logins = await app.get(SeedService).run();
    stopOnSignals(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
    await probe.close();
    await app.listen({ port: config.port, host: config.host });
    printWelcome(config, logins);
  } catch (error) {
    await probe.close();
    throw error;
  }
}

function printWelcome(config: AppConfig, logins: DemoLogin[]) {
  const lines = [
    '',
    `Aspire is running on ${config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'MySQL'}`,
    `  Portal       ${config.appUrl}/`,
    `  Back-office  ${config.appUrl}/admin/`,
    `  API docs     ${config.appUrl}/api/docs`,
    '',
    ...(logins.length ? ['Demo logins:'] : []),
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

function start() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    // One clear line naming the variable, no stack trace.
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const log = createRootLogger(config.log);
  main(config, log).catch((error: unknown) => {
    // The give-up, as a JSON line like every other (the exit flushes the log).
    log.fatal(
      { context: 'Bootstrap', err: error },
      `Start-up failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}

start();

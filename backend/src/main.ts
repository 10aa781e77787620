import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/env';
import { stopOnSignals } from './health/drain';
import { DemoLogin, SeedService } from './seed/seed.service';

async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const logins = await app.get(SeedService).run();
  stopOnSignals(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, logins);
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One clear line naming the variable, no stack trace.
    process.stderr.write(`${error.message}\n`);
  } else {
    new Logger('Bootstrap').error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
});

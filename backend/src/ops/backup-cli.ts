import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { backup, BackupRefused, checkBackup, restore } from './backup';

/**
 *   npm run backup [-- <file>]         a consistent copy of DATABASE_URL's database, taken online
 *   npm run backup:check -- <file>     reads and checks a backup; changes nothing
 *   npm run restore -- <file>          replaces the database with the backup (stop the app first)
 */
async function main(argv: string[]) {
  const [command, file] = argv;
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = config.database.kind === 'sqlite' ? 'sqlite' : 'jsonl.gz';
  if (command === 'backup') {
    const target = file ?? join(config.dataDir, 'backups', `aspire-${stamp}.${extension}`);
    const done = await backup(config.database, target);
    process.stdout.write(`Backed up ${done.tables} tables, ${done.rows} rows to ${done.file}\n`);
  } else if (command === 'check' && file) {
    const done = await checkBackup(config.database, file);
    process.stdout.write(`${done.file} is complete: ${done.tables} tables, ${done.rows} rows\n`);
  } else if (command === 'restore' && file) {
    const done = await restore(config.database, file);
    process.stdout.write(`Restored ${done.tables} tables, ${done.rows} rows from ${done.file}\n`);
  } else {
    process.stderr.write(
      'Usage: npm run backup [-- <file>]  |  npm run backup:check -- <file>  |  npm run restore -- <file>\n',
    );
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ConfigError) process.stderr.write(`${message}\n`);
  else if (error instanceof BackupRefused) {
    process.stderr.write(`Refused: ${message}\nThe database was not changed.\n`);
  } else process.stderr.write(`Backup failed: ${message}\n`);
  process.exit(1);
});

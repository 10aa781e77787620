import { existsSync } from 'node:fs';
import { DatabaseConfig } from '../config/app-config';
import { BackupRefused, BackupSummary } from './backup-file';
import { backupMysql, checkMysqlBackup, restoreMysql } from './mysql-backup';
import { backupSqlite, checkSqliteBackup, restoreSqlite } from './sqlite-backup';

export { BackupRefused } from './backup-file';
export type { BackupSummary } from './backup-file';
export { sqliteTables } from './sqlite-backup';

/**
 * Backups of either database, taken while the application runs, and restores that check the
 * whole file before they change anything and then swap it in all at once
 * (docs/decisions/0080-restore-checks-then-swaps.md). Files are created mode 0600.
 */
export function backup(db: DatabaseConfig, file: string): Promise<BackupSummary> {
  return db.kind === 'sqlite' ? backupSqlite(db.file, file) : backupMysql(db.url, file);
}

/** Reads and checks a backup for this kind of database; changes nothing. */
export async function checkBackup(db: DatabaseConfig, file: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new BackupRefused(`No backup at ${file}`);
  return db.kind === 'sqlite' ? checkSqliteBackup(file) : checkMysqlBackup(file);
}

/** Replaces the whole database with the backup's tables and rows. Stop the application first. */
export async function restore(db: DatabaseConfig, file: string): Promise<BackupSummary> {
  if (!existsSync(file)) throw new BackupRefused(`No backup at ${file}`);
  return db.kind === 'sqlite' ? restoreSqlite(file, db.file) : restoreMysql(file, db.url);
}

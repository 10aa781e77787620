import { Global, Module } from '@nestjs/common';
import { TypeOrmModule, TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { StartupProgress } from './startup-progress';
import { withConnectRetry } from './connect-retry';
import { dataSourceOptions } from './data-source-options';
import { detectMysqlFlavour } from './mysql-flavour';
import { MIGRATION_LOCK, withNamedLock } from './named-lock';
import { SafeQueryLogger } from './query-logger';
import { ReadReplica } from './read-replica';
import { ReplicaHealth } from './replica-health';
import { Transactions } from './transactions';

/**
 * Connects (waiting for the database, DATABASE_CONNECT_RETRIES), then runs pending migrations
 * before anything else touches the database: on MySQL/MariaDB under a named lock, so instances
 * started at once on an empty database migrate it once (TypeORM's `migrationsRun` takes none).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, StartupProgress],
      useFactory: async (config: AppConfig, startup: StartupProgress) => {
        const db = config.database;
        // The first connection waits for the database (bounded); TypeORM's own retries follow it.
        const flavour =
          db.kind === 'mysql'
            ? await withConnectRetry(() => detectMysqlFlavour(db.url), config.databaseConnect)
            : 'mysql';
        // Failed statements are logged without their parameters (hashes, tokens, e-mails).
        const options: MigratedOptions = {
          ...dataSourceOptions(db, flavour, config.databaseReadUrl),
          retryAttempts: config.databaseConnect.retries,
          retryDelay: config.databaseConnect.delayMs,
          logging: ['error', 'warn'],
          logger: new SafeQueryLogger(),
          startup,
        };
        return options;
      },
      dataSourceFactory: (options) => {
        const { startup, ...rest } = options as MigratedOptions;
        return initializeMigrated(rest as DataSourceOptions, startup);
      },
    }),
  ],
  providers: [Transactions, ReadReplica, ReplicaHealth],
  exports: [Transactions, ReadReplica, ReplicaHealth],
})
export class DatabaseModule {}

/** TypeORM's options, carrying the start-up's progress on to the factory below. */
type MigratedOptions = TypeOrmModuleOptions & { startup?: StartupProgress };

/**
 * Connects, then applies the pending migrations (all in one transaction where DDL allows); the
 * start-up probe says which of the two it is doing.
 */
async function initializeMigrated(
  options: DataSourceOptions,
  startup?: StartupProgress,
): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  if (startup) startup.phase = 'migrating';
  try {
    await withNamedLock(dataSource, MIGRATION_LOCK, () =>
      dataSource.runMigrations({ transaction: 'all' }),
    );
    if (startup) startup.phase = 'starting';
  } catch (error) {
    // Nest retries the whole factory: leave no pool open behind.
    await dataSource.destroy();
    if (startup) startup.phase = 'waiting for the database';
    throw error;
  }
  return dataSource;
}

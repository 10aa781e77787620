import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
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
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const db = config.database;
        // The first connection waits for the database (bounded); TypeORM's own retries follow it.
        const flavour =
          db.kind === 'mysql'
            ? await withConnectRetry(() => detectMysqlFlavour(db.url), config.databaseConnect)
            : 'mysql';
        // Failed statements are logged without their parameters (hashes, tokens, e-mails).
        return {
          ...dataSourceOptions(db, flavour, config.databaseReadUrl),
          retryAttempts: config.databaseConnect.retries,
          retryDelay: config.databaseConnect.delayMs,
          logging: ['error', 'warn'],
          logger: new SafeQueryLogger(),
        };
      },
      dataSourceFactory: (options) => initializeMigrated(options as DataSourceOptions),
    }),
  ],
  providers: [Transactions, ReadReplica, ReplicaHealth],
  exports: [Transactions, ReadReplica, ReplicaHealth],
})
export class DatabaseModule {}

/** Connects, then applies the pending migrations (all in one transaction where DDL allows). */
async function initializeMigrated(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await withNamedLock(dataSource, MIGRATION_LOCK, () =>
      dataSource.runMigrations({ transaction: 'all' }),
    );
  } catch (error) {
    // Nest retries the whole factory: leave no pool open behind.
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

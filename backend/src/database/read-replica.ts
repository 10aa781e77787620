import { Injectable } from '@nestjs/common';
import { DataSource, ObjectLiteral, QueryRunner, Repository, SelectQueryBuilder } from 'typeorm';
import { ReplicaHealth } from './replica-health';
import { readsOwnWrites } from './read-your-writes';

/**
 * Report and list reads on the read replica (DATABASE_READ_URL), everything else on the primary.
 * A replica lags the primary by its replication delay: what is read here may miss a write made
 * a moment ago, which a report or a back-office list can bear, and a check before a write, a
 * login or a token check cannot (those never come here). Without a replica, every method runs
 * on the primary exactly as before.
 */
@Injectable()
export class ReadReplica {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: ReplicaHealth,
  ) {}

  get configured(): boolean {
    const options = this.dataSource.options as { replication?: unknown };
    return Boolean(options.replication);
  }

  /**
   * Runs `work` with a replica connection (undefined: use the default, the primary). The primary
   * serves it instead while the replica is down or lagging (`ReplicaHealth`), when no replica
   * connection can be had, and for a staff member who wrote a moment ago (read-your-writes).
   */
  async read<T>(work: (runner: QueryRunner | undefined) => Promise<T>): Promise<T> {
    if (!this.configured) return work(undefined);
    if (readsOwnWrites()) {
      this.health.fellBack('own_write');
      return work(undefined);
    }
    if (!this.health.usable()) return work(undefined);
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      await runner.connect();
    } catch (error) {
      await runner.release().catch(() => undefined);
      this.health.failed(error as Error);
      this.health.fellBack('down');
      return work(undefined);
    }
    try {
      return await work(runner);
    } finally {
      await runner.release();
    }
  }

  /*
   * One SELECT built on a module's repository, run on the replica. TypeORM sends a query builder
   * and `repository.query` to the primary (replication `defaultMode: 'master'`) unless they are
   * given a replica's query runner; these are the one place reports do that.
   */

  rawOne<T>(qb: Select): Promise<T | undefined> {
    return this.read((runner) => bind(qb, runner).getRawOne<T>());
  }

  rawMany<T>(qb: Select): Promise<T[]> {
    return this.read((runner) => bind(qb, runner).getRawMany<T>());
  }

  count(qb: Select): Promise<number> {
    return this.read((runner) => bind(qb, runner).getCount());
  }

  /** SQL no query builder writes (a window function over a built subquery), on the replica. */
  query<T>(repository: Repository<ObjectLiteral>, sql: string, params: unknown[]): Promise<T> {
    return this.read((runner) =>
      runner ? (runner.query(sql, params) as Promise<T>) : repository.query<T>(sql, params),
    );
  }
}

/** A select query builder of any entity, as far as running it goes. */
type Select = Pick<
  SelectQueryBuilder<ObjectLiteral>,
  'setQueryRunner' | 'getRawOne' | 'getRawMany' | 'getCount'
>;

const bind = (qb: Select, runner?: QueryRunner) => (runner ? qb.setQueryRunner(runner) : qb);

/** The builder on the replica's runner, or as it is (the primary) without a replica. */
export const onRunner = <T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  runner?: QueryRunner,
) => (runner ? qb.setQueryRunner(runner) : qb);

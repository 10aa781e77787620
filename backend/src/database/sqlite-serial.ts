import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, QueryRunner } from 'typeorm';

/** A FIFO lock: each holder runs alone, in arrival order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await work();
    } finally {
      release();
    }
  }
}

export const UNSERIALISED_TRANSACTION =
  'SQLite transactions must be started with Transactions.run (backend/src/database/transactions.ts)';

/**
 * better-sqlite3 gives TypeORM one connection per process, so two transactions in flight would
 * nest as savepoints of one another and any other statement would join whichever is open
 * (atomic-limits.md §3). This makes the connection take turns: a transaction (`run`, or
 * `dataSource.transaction`, which is routed through `run`) holds it until it ends, and every
 * statement outside one waits for its turn. A transaction TypeORM would open implicitly
 * (`repository.save` outside a transaction) is refused: use insert/update, or a transaction.
 */
export class SqliteSerialiser {
  private static readonly installed = new WeakSet<DataSource>();
  private readonly mutex = new Mutex();
  private readonly owner = new AsyncLocalStorage<true>();

  static install(dataSource: DataSource): void {
    if (SqliteSerialiser.installed.has(dataSource)) return;
    SqliteSerialiser.installed.add(dataSource);
    new SqliteSerialiser(dataSource);
  }

  private constructor(dataSource: DataSource) {
    this.guard(dataSource.driver.createQueryRunner('master'));
    // DataSource.transaction delegates to its manager's.
    const manager = dataSource.manager;
    const transaction = manager.transaction.bind(manager) as (
      ...args: unknown[]
    ) => Promise<unknown>;
    manager.transaction = ((...args: unknown[]) =>
      this.run(() => transaction(...args))) as typeof manager.transaction;
  }

  /** Runs `work` holding the connection; statements inside it go straight through. */
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.owner.getStore()) return work(); // already holding it: a nested call
    return this.mutex.run(() => this.owner.run(true, work));
  }

  private guard(runner: QueryRunner): void {
    const query = runner.query.bind(runner);
    const startTransaction = runner.startTransaction.bind(runner);
    const owned = () => this.owner.getStore() === true;
    runner.query = ((...args: Parameters<QueryRunner['query']>) =>
      owned() ? query(...args) : this.mutex.run(() => query(...args))) as QueryRunner['query'];
    runner.startTransaction = (isolation) => {
      if (!owned()) return Promise.reject(new Error(UNSERIALISED_TRANSACTION));
      return startTransaction(isolation);
    };
  }
}

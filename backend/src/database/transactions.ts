import { Injectable } from '@nestjs/common';
import {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
  QueryFailedError,
} from 'typeorm';
import { SqliteSerialiser } from './sqlite-serial';

/** MySQL/MariaDB errors after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const ATTEMPTS = 4;

export type Work<T> = (manager: EntityManager) => Promise<T>;

/**
 * The one way the backend writes several statements together, and the mechanism limits, quotas,
 * cooldowns and state changes use (docs/decisions/0015-limits-decided-under-a-row-lock.md): lock
 * the row the rule belongs to, read, decide with the pure rule from `domain/`, write, commit. (The
 * sign-in limits of
 * `AuthLimitsService`, on every sign-in's path, decide the same way but write conditionally on
 * the row's version instead, in two round trips rather than four.) On MySQL and
 * MariaDB the lock is `SELECT … FOR UPDATE`; on SQLite the whole transaction already runs alone
 * (see SqliteSerialiser). N concurrent requests therefore pass exactly as often as the rule allows.
 */
@Injectable()
export class Transactions {
  private readonly sqlite: boolean;

  constructor(private readonly dataSource: DataSource) {
    this.sqlite = dataSource.options.type === 'better-sqlite3';
    if (this.sqlite) SqliteSerialiser.install(dataSource);
  }

  /** Runs `work` in one transaction; on MySQL it is retried after a deadlock. */
  async run<T>(work: Work<T>): Promise<T> {
    if (this.sqlite) return this.dataSource.transaction(work); // serialised by SqliteSerialiser
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  /**
   * Runs `work` in a transaction that first locks the row of `entity` matching `where`, so every
   * other request deciding on the same row waits for this one to commit. `row` is null when no
   * such row exists (nothing was locked).
   */
  locked<T, E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    where: FindOptionsWhere<E>,
    work: (manager: EntityManager, row: E | null) => Promise<T>,
  ): Promise<T> {
    return this.run(async (manager) => work(manager, await lockRow(manager, entity, where)));
  }
}

/**
 * Reads one row and locks it until the transaction ends: `SELECT … FOR UPDATE` on MySQL and
 * MariaDB; SQLite needs no lock, its transactions already run one at a time. Call it first in
 * the transaction, so that later plain reads see what the previous holder committed.
 */
export function lockRow<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<E>,
  where: FindOptionsWhere<E>,
): Promise<E | null> {
  const sqlite = manager.connection.options.type === 'better-sqlite3';
  return manager.findOne(entity, {
    where,
    ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' } }),
  });
}

function isRetryable(error: unknown): boolean {
  const code = (error as QueryFailedError & { driverError?: { code?: string } })?.driverError?.code;
  return error instanceof QueryFailedError && RETRYABLE.has(code ?? '');
}

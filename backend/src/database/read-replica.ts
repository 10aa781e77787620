import { Injectable } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';

/**
 * Report and list reads on the read replica (DATABASE_READ_URL), everything else on the primary.
 * A replica lags the primary by its replication delay: what is read here may miss a write made
 * a moment ago, which a report or a back-office list can bear, and a check before a write, a
 * login or a token check cannot (those never come here). Without a replica, `read` runs on the
 * primary exactly as before.
 */
@Injectable()
export class ReadReplica {
  constructor(private readonly dataSource: DataSource) {}

  get configured(): boolean {
    const options = this.dataSource.options as { replication?: unknown };
    return Boolean(options.replication);
  }

  /** Runs `work` with a replica connection (undefined: use the default, the primary). */
  async read<T>(work: (runner: QueryRunner | undefined) => Promise<T>): Promise<T> {
    if (!this.configured) return work(undefined);
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      return await work(runner);
    } finally {
      await runner.release();
    }
  }
}

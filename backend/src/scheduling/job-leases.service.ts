import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { JobLease } from './job-lease.entity';
import { JobLeasesRepository } from './job-leases.repository';

/** Long past: a lease row created by `acquire` is free at once. */
const FREE = new Date(0);

/**
 * The database lease behind every scheduled job. `acquire` is one conditional UPDATE whose
 * affected-row count decides: of any number of instances asking at once, exactly one gets it
 * while the lease runs. The row is created free (insert-or-ignore) the first time a job is asked
 * for, so the UPDATE alone decides even then. Works the same on SQLite, MySQL and MariaDB.
 */
@Injectable()
export class JobLeasesService {
  /** This instance, as written in `holder` (host, process, random: two apps in one process differ). */
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 128);

  constructor(private readonly leases: JobLeasesRepository) {}

  /** Takes `name` until `now + forMs` when nobody holds it at `now`; true when this call won. */
  async acquire(name: string, now: Date, forMs: number): Promise<boolean> {
    await this.leases.addFree(name, FREE);
    return this.leases.take(name, this.holder, new Date(now.getTime() + forMs), now);
  }

  /** Gives the lease back early (only if this instance still holds it). */
  async release(name: string, now: Date): Promise<void> {
    await this.leases.giveBack(name, this.holder, now);
  }

  find(name: string): Promise<JobLease | null> {
    return this.leases.find(name);
  }
}

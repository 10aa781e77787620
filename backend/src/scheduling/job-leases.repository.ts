import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobLease } from './job-lease.entity';

/**
 * The lease table's statements. Each is one statement whose own condition decides between
 * instances (docs/decisions/0210-one-way-to-the-database.md): the rules sit in JobLeasesService.
 */
@Injectable()
export class JobLeasesRepository {
  constructor(@InjectRepository(JobLease) private readonly leases: Repository<JobLease>) {}

  /** Creates the lease's row, free until `freeSince`, unless it exists (insert-or-ignore). */
  async addFree(name: string, freeSince: Date): Promise<void> {
    await this.leases
      .createQueryBuilder()
      .insert()
      .into(JobLease)
      .values({ name, holder: '', leaseUntil: freeSince })
      .orIgnore()
      .execute();
  }

  /** Gives the lease to `holder` until `until` if it has run out at `now`; true when it did. */
  async take(name: string, holder: string, until: Date, now: Date): Promise<boolean> {
    const result = await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ holder, leaseUntil: until })
      .where('name = :name AND lease_until <= :now', { name, now })
      .execute();
    return result.affected === 1;
  }

  /** Ends the lease at `now`, only if `holder` still holds it. */
  async giveBack(name: string, holder: string, now: Date): Promise<void> {
    await this.leases
      .createQueryBuilder()
      .update(JobLease)
      .set({ leaseUntil: now })
      .where('name = :name AND holder = :holder', { name, holder })
      .execute();
  }

  find(name: string): Promise<JobLease | null> {
    return this.leases.findOneBy({ name });
  }
}

import { FunnelRow, funnelRows, FunnelStageKey } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReadReplica } from '../database/read-replica';
import { User } from '../users/entities/user.entity';
import { STAGE_KEYS, STAGES } from '../assessments/student-stages';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { Cohort, whereCohort } from './report-scope';

export type Period = { from: Date | null; to: Date };

/**
 * The stages after registration, each one SQL condition on a student `u`: verification, then
 * the first time each later stage was reached (users/student-stages.ts), so the whole funnel is
 * one range scan of `idx_users_funnel` (docs/decisions/0036-funnel-summary-on-users.md).
 */
const STAGE_CONDITIONS: [FunnelStageKey, string][] = [
  ['verified', 'u.email_verified_at IS NOT NULL AND u.email_verified_at < :to'],
  ...STAGE_KEYS.map((k): [FunnelStageKey, string] => [k, `u.${STAGES[k].column} < :to`]),
];

/** The funnel: one pass over the cohort's students' stage summary, read on the replica. */
@Injectable()
export class FunnelService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
    private readonly replica: ReadReplica,
  ) {}

  /** The one SELECT of the stages after whitelisting (also run raw by the benchmark). */
  query(cohort: Cohort, period: Period) {
    const qb = this.students(cohort, period).select('COUNT(*)', 'registered');
    for (const [key, condition] of STAGE_CONDITIONS) {
      qb.addSelect(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`, key);
    }
    return qb;
  }

  async funnel(cohort: Cohort, period: Period): Promise<FunnelRow[]> {
    const qb = this.query(cohort, period);
    const row = (await this.replica.rawOne<Record<string, unknown>>(qb)) ?? {};
    const counts = Object.fromEntries(
      ['registered', ...STAGE_CONDITIONS.map(([k]) => k)].map((k) => [k, Number(row[k] ?? 0)]),
    ) as Record<FunnelStageKey, number>;
    counts.whitelisted_addresses = await this.whitelisted(cohort, period);
    return funnelRows(counts);
  }

  /** The cohort's students registered in the period, on alias `u`. */
  students(cohort: Cohort, period: Period) {
    const qb = whereCohort(this.users.createQueryBuilder('u'), cohort);
    if (period.from) qb.andWhere('u.created_at >= :from', { from: period.from });
    return qb.andWhere('u.created_at < :to', { to: period.to });
  }

  /** Whitelisted addresses (e-mail entries, e.g. a roster) of the school, added before `to`. */
  private async whitelisted(cohort: Cohort, period: Period): Promise<number> {
    const qb = this.entries
      .createQueryBuilder('w')
      .where("w.type = 'email'")
      .andWhere('w.created_at < :to', { to: period.to });
    if (cohort.schoolId !== null) qb.andWhere('w.school_id = :school', { school: cohort.schoolId });
    if (cohort.yearGroup !== null) qb.andWhere('w.year_group = :y', { y: cohort.yearGroup });
    if (cohort.className !== null) qb.andWhere('w.class_name = :c', { c: cohort.className });
    return this.replica.count(qb);
  }
}

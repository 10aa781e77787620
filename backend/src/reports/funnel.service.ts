import { FunnelRow, funnelRows, FunnelStageKey } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { Cohort, whereCohort } from './report-scope';

export type Period = { from: Date | null; to: Date };

const progress = (type: string, completed: boolean) =>
  `EXISTS (SELECT 1 FROM assessment_progress p WHERE p.user_id = u.id AND p.assessment_type = '${type}'` +
  (completed
    ? ' AND p.is_completed = 1 AND p.last_completion_date < :to)'
    : ' AND p.created_at < :to)');

/**
 * The stages after registration, each one SQL condition on a student `u` (docs/DECISIONS.md
 * "Coordinator reports": UniReady Part I and II share one session, so Part I counts as
 * completed once its answers are stored and Part II once the session is complete).
 */
const STAGES: [FunnelStageKey, string][] = [
  ['verified', 'u.email_verified_at IS NOT NULL AND u.email_verified_at < :to'],
  ['futureready_started', progress('Career', false)],
  ['futureready_completed', progress('Career', true)],
  ['uniready_part_i_started', progress('Subject', false)],
  [
    'uniready_part_i_completed',
    "EXISTS (SELECT 1 FROM assessment_answers a WHERE a.user_id = u.id AND a.assessment_type = 'Subject' AND a.category = 'Part I' AND a.created_at < :to)",
  ],
  ['uniready_part_ii_completed', progress('Subject', true)],
  ['uniready_part_iii_started', progress('SubjectPart3', false)],
  ['uniready_part_iii_completed', progress('SubjectPart3', true)],
  ['studystyle_started', progress('Learning', false)],
  ['studystyle_completed', progress('Learning', true)],
  [
    'insights_generated',
    'EXISTS (SELECT 1 FROM insights i WHERE i.user_id = u.id AND i.generated_at < :to)',
  ],
  [
    'enrich_used',
    'EXISTS (SELECT 1 FROM material_sets m WHERE m.user_id = u.id AND m.generated_at < :to)',
  ],
];

/** The funnel: one pass over the cohort's students, one indexed EXISTS per stage. */
@Injectable()
export class FunnelService {
  constructor(private readonly dataSource: DataSource) {}

  /** The one SELECT of the stages after whitelisting (also run raw by the benchmark). */
  query(cohort: Cohort, period: Period) {
    const qb = this.students(cohort, period).select('COUNT(*)', 'registered');
    for (const [key, condition] of STAGES) {
      qb.addSelect(`SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`, key);
    }
    return qb;
  }

  async funnel(cohort: Cohort, period: Period): Promise<FunnelRow[]> {
    const qb = this.query(cohort, period);
    const row = (await qb.getRawOne<Record<string, unknown>>()) ?? {};
    const counts = Object.fromEntries(
      ['registered', ...STAGES.map(([k]) => k)].map((k) => [k, Number(row[k] ?? 0)]),
    ) as Record<FunnelStageKey, number>;
    counts.whitelisted_addresses = await this.whitelisted(cohort, period);
    return funnelRows(counts);
  }

  /** The cohort's students registered in the period, on alias `u`. */
  students(cohort: Cohort, period: Period) {
    const qb = whereCohort(this.dataSource.getRepository(User).createQueryBuilder('u'), cohort);
    if (period.from) qb.andWhere('u.created_at >= :from', { from: period.from });
    return qb.andWhere('u.created_at < :to', { to: period.to });
  }

  /** Whitelisted addresses (e-mail entries, e.g. a roster) of the school, added before `to`. */
  private async whitelisted(cohort: Cohort, period: Period): Promise<number> {
    const qb = this.dataSource
      .getRepository(WhitelistEntry)
      .createQueryBuilder('w')
      .where("w.type = 'email'")
      .andWhere('w.created_at < :to', { to: period.to });
    if (cohort.schoolId !== null) qb.andWhere('w.school_id = :school', { school: cohort.schoolId });
    if (cohort.yearGroup !== null) qb.andWhere('w.year_group = :y', { y: cohort.yearGroup });
    if (cohort.className !== null) qb.andWhere('w.class_name = :c', { c: cohort.className });
    return qb.getCount();
  }
}

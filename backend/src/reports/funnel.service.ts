import { FunnelRow, funnelRows, FunnelStageKey } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { Cohort } from './report-scope';
import { Period, ReportsRepository, STAGE_CONDITIONS } from './reports.repository';

export type { Period } from './reports.repository';

/** The funnel: one pass over the cohort's students' stage summary, and the whitelisted addresses. */
@Injectable()
export class FunnelService {
  constructor(private readonly reports: ReportsRepository) {}

  async funnel(cohort: Cohort, period: Period): Promise<FunnelRow[]> {
    const row = await this.reports.funnelCounts(cohort, period);
    const counts = Object.fromEntries(
      ['registered', ...STAGE_CONDITIONS.map(([k]) => k)].map((k) => [k, Number(row[k] ?? 0)]),
    ) as Record<FunnelStageKey, number>;
    counts.rostered_addresses = await this.reports.rostered(cohort, period);
    counts.registered_from_roster = await this.reports.rosterMatches(cohort, period);
    counts.domain_signups = counts.registered - counts.registered_from_roster;
    return funnelRows(counts);
  }
}

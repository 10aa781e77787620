import { isoWeekStart, WEEK_MS } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { Cohort } from './report-scope';
import { ReportsRepository } from './reports.repository';

export const DEFAULT_WEEKS = 12;
export const MAX_WEEKS = 104;

export type WeekRow = {
  week_start: Date;
  registrations: number;
  verifications: number;
  completions: number;
};

/**
 * Registrations, verifications and completions per ISO week (Monday to Sunday, UTC), each one
 * GROUP BY in SQL (replica). The first row is the week holding `from` (by default the 12th week
 * back, this one included), the last the week holding the period's end (docs/decisions/0111).
 */
@Injectable()
export class WeeklyService {
  constructor(private readonly reports: ReportsRepository) {}

  async weekly(cohort: Cohort, fromInput: Date | null, to: Date): Promise<WeekRow[]> {
    if (fromInput && fromInput.getTime() >= to.getTime()) {
      throw AppError.badRequest('The period must end after it starts.');
    }
    const from = isoWeekStart(fromInput ?? new Date(to.getTime() - (DEFAULT_WEEKS - 1) * WEEK_MS));
    const weeks = Math.ceil((to.getTime() - from.getTime()) / WEEK_MS);
    if (weeks > MAX_WEEKS)
      throw AppError.badRequest(`A weekly report covers at most ${MAX_WEEKS} weeks.`);
    const rows: WeekRow[] = Array.from({ length: weeks }, (_, i) => ({
      week_start: new Date(from.getTime() + i * WEEK_MS),
      registrations: 0,
      verifications: 0,
      completions: 0,
    }));
    const fill =
      (key: 'registrations' | 'verifications' | 'completions') =>
      (counts: { week: string | number; n: string | number }[]) => {
        for (const c of counts) {
          const row = rows[Number(c.week)];
          if (row) row[key] = Number(c.n);
        }
      };
    const { reports } = this;
    fill('registrations')(await reports.perWeek(cohort, 'u.created_at', from, to));
    fill('verifications')(await reports.perWeek(cohort, 'u.email_verified_at', from, to));
    fill('completions')(await reports.perWeek(cohort, 'p.last_completion_date', from, to, true));
    return rows;
  }
}

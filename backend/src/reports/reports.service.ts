import {
  ASSESSMENT_NAMES,
  FunnelRow,
  groupLabel,
  QUALITY_FLAG_NAMES,
  weekLabel,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { School } from '../schools/entities/school.entity';
import { ReportQuery } from './dto/report.query';
import { FunnelService, Period } from './funnel.service';
import { Cohort, reportSchool } from './report-scope';
import { Results, ResultsService } from './results.service';
import { WeeklyService, WeekRow } from './weekly.service';

export type ReportScope = { cohort: Cohort; period: Period };
export type FunnelReport = {
  school_id: number | null;
  from: Date | null;
  to: Date;
  stages: FunnelRow[];
};
export type WeeklyReport = { school_id: number | null; weeks: WeekRow[] };
export type ResultsReport = { school_id: number | null } & Results;

/** The coordinator's reports, each scoped on the server before any SQL runs. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(School) private readonly schools: Repository<School>,
    private readonly clock: Clock,
    private readonly funnels: FunnelService,
    private readonly weeklies: WeeklyService,
    private readonly results: ResultsService,
  ) {}

  async scope(query: ReportQuery, user: AuthUser): Promise<ReportScope> {
    const schoolId = await reportSchool(this.schools, user, query.school_id);
    const from = query.from ? new Date(query.from) : null;
    const to = query.to ? new Date(query.to) : this.clock.now();
    if (from && from >= to) throw AppError.badRequest('The period must end after it starts.');
    return {
      cohort: {
        schoolId,
        yearGroup: query.year_group ?? null,
        className: query.class_name ?? null,
      },
      period: { from, to },
    };
  }

  async funnel(query: ReportQuery, user: AuthUser): Promise<FunnelReport> {
    const { cohort, period } = await this.scope(query, user);
    const stages = await this.funnels.funnel(cohort, period);
    return { school_id: cohort.schoolId, from: period.from, to: period.to, stages };
  }

  async weekly(query: ReportQuery, user: AuthUser): Promise<WeeklyReport> {
    const { cohort, period } = await this.scope(query, user);
    return {
      school_id: cohort.schoolId,
      weeks: await this.weeklies.weekly(cohort, period.from, period.to),
    };
  }

  async aggregates(query: ReportQuery, user: AuthUser): Promise<ResultsReport> {
    const { cohort, period } = await this.scope(query, user);
    return { school_id: cohort.schoolId, ...(await this.results.results(cohort, period)) };
  }

  /** The CSV rows of each report: the same numbers, "fewer than 5" where the screen says so. */
  async funnelCsv(query: ReportQuery, user: AuthUser) {
    const { stages } = await this.funnel(query, user);
    return stages.map((s) => ({ stage: s.label, count: s.count, rate_percent: s.rate }));
  }

  /** Each week by its Monday as the screen writes it ("7 Sep 2026"), then its counts. */
  async weeklyCsv(query: ReportQuery, user: AuthUser) {
    return (await this.weekly(query, user)).weeks.map(({ week_start, ...counts }) => ({
      week_starting: weekLabel(week_start),
      ...counts,
    }));
  }

  /**
   * The distributions, then the response-quality counts per assessment and flag type
   * (`students` there counts sessions).
   */
  async aggregatesCsv(query: ReportQuery, user: AuthUser) {
    const report = await this.aggregates(query, user);
    const distributions = (['subjects', 'interests', 'study_styles'] as const).flatMap(
      (distribution) =>
        report[distribution].map((g) => ({
          distribution,
          name: g.name,
          students: groupLabel(g.students),
        })),
    );
    const quality = report.response_quality.by_assessment.flatMap((a) => {
      const name = ASSESSMENT_NAMES[a.assessment_type];
      const row = (what: string, sessions: number | null) => ({
        distribution: 'response_quality',
        name: `${name}: ${what}`,
        students: groupLabel(sessions),
      });
      return [
        row('completed sessions', a.completed_sessions),
        row('flagged sessions', a.flagged_sessions),
        ...a.flags.map((f) => row(QUALITY_FLAG_NAMES[f.flag], f.sessions)),
      ];
    });
    return [...distributions, ...quality];
  }
}

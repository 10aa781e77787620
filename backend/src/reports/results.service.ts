import {
  ASSESSMENT_TYPE_LIST,
  AssessmentType,
  QUALITY_FLAGS,
  QualityFlag,
  DistributionGroup,
  SMALL_GROUP_MIN,
  suppressSmallGroups,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { Cohort } from './report-scope';
import { Distribution, Period, ReportsRepository } from './reports.repository';

export type { Distribution } from './reports.repository';

/** A count of sessions; null: 1–4 (never sent as a number, never whose). */
type Count = number | null;
export type QualityOfAssessment = {
  assessment_type: AssessmentType;
  completed_sessions: number;
  flagged_sessions: Count;
  flags: { flag: QualityFlag; sessions: Count }[];
};
export type ResponseQuality = {
  completed_sessions: number;
  flagged_sessions: Count;
  /** Per assessment with a completed session, its flagged sessions in all and per flag. */
  by_assessment: QualityOfAssessment[];
};

const small = (n: number): Count => (n > 0 && n < SMALL_GROUP_MIN ? null : n);
export type Results = Record<Distribution, DistributionGroup[]> & {
  response_quality: ResponseQuality;
};

/**
 * What the year group leans to: for each student with a completed session, the
 * facet(s) with their highest average score (ties count for each), counted per facet in SQL.
 * Groups under 5 students are hidden here, so their number never leaves the server. Read on
 * the replica, each figure one statement.
 */
@Injectable()
export class ResultsService {
  constructor(private readonly reports: ReportsRepository) {}

  async results(cohort: Cohort, period: Period): Promise<Results> {
    return {
      subjects: await this.distribution('subjects', cohort, period),
      interests: await this.distribution('interests', cohort, period),
      study_styles: await this.distribution('study_styles', cohort, period),
      response_quality: await this.responseQuality(cohort, period),
    };
  }

  /**
   * The cohort's completed sessions and how many of them carry a response-quality flag, in all,
   * per assessment and per flag (docs/product/coordinators.md), in one grouped statement.
   * Only counts leave the server, never whose; 1–4 sessions read "fewer than 5".
   */
  private async responseQuality(cohort: Cohort, period: Period): Promise<ResponseQuality> {
    const rows = await this.reports.qualityCounts(cohort, period);
    const byType = new Map(rows.map((r) => [String(r.type), r]));
    const num = (v: string | number | null | undefined) => Number(v ?? 0);
    const by_assessment = ASSESSMENT_TYPE_LIST.filter((t) => byType.has(t)).map((type) => {
      const r = byType.get(type)!;
      return {
        assessment_type: type,
        completed_sessions: num(r.completed),
        flagged_sessions: small(num(r.flagged)),
        flags: QUALITY_FLAGS.map((flag, i) => ({ flag, sessions: small(num(r[`flag${i}`])) })),
      };
    });
    return {
      completed_sessions: rows.reduce((sum, r) => sum + num(r.completed), 0),
      flagged_sessions: small(rows.reduce((sum, r) => sum + num(r.flagged), 0)),
      by_assessment,
    };
  }

  private async distribution(
    which: Distribution,
    cohort: Cohort,
    period: Period,
  ): Promise<DistributionGroup[]> {
    return suppressSmallGroups(await this.reports.topFacets(which, cohort, period));
  }
}

import {
  AssessmentType,
  chooseFacetGroup,
  FacetHealth,
  FacetNormGroup,
  Histogram,
  isRoutedFacet,
  NO_NORM_YET,
  NORM_MIN_RESPONDENTS,
  notComparedYet,
  percentileBand,
  PercentileBand,
  ReliableChange,
  reliableChange,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { InstrumentVersionsService } from '../assessments/instrument-versions.service';
import { ProgressService } from '../assessments/progress.service';
import { AppError } from '../common/app-error';
import { AccountService } from '../users/account.service';
import { HistogramRow, storedFacetTotals } from '../assessments/facet-totals.repository';
import { ScaleHealthService } from './scale-health.service';

export type FacetNorm = {
  facet: string;
  /** The facet's category in the session (Part I, Part II…): Part II and III groups are routed. */
  category: string;
  /** The student's average item score on the facet (as the report shows it). */
  average: number;
  /** The standard error of measurement on the same average scale; null when α is not known. */
  sem: number | null;
  /** Percentile band in the facet's norm group; null without one. */
  band: PercentileBand | null;
  /** Whom the band compares with, and how many of them answered the facet. */
  group: FacetNormGroup | null;
  /** Why there is no band (too few students answered the facet), in the student's words. */
  reason: string | null;
};

export type FacetChange = {
  facet: string;
  before: number;
  after: number;
  /** null: no SEM on this version yet, so the change cannot be qualified. */
  rci: number | null;
  direction: ReliableChange['direction'] | null;
};

export type NormsReport = {
  session_id: string;
  /** The minimum of students per facet and norm group behind any band. */
  min_respondents: number;
  /** Said instead of percentiles when no facet's group is large enough. */
  message: string | null;
  facets: FacetNorm[];
  /** The previous completion of the same assessment, when this session is a retake. */
  retake: { session_id: string; completed_at: Date | null; facets: FacetChange[] } | null;
};

type FacetTotal = { facet: string; category: string; total: number; items: number };

/**
 * Honest norms: percentile bands against a large enough group, SEM, reliable change.
 * Read on the primary: a student opens this report right after completing the session.
 */
@Injectable()
export class NormsService {
  constructor(
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
    private readonly accounts: AccountService,
    private readonly progress: ProgressService,
    private readonly scaleHealth: ScaleHealthService,
    private readonly versions: InstrumentVersionsService,
  ) {}

  async norms(userId: string, type: AssessmentType, sessionId?: string): Promise<NormsReport> {
    // The session's row is read once: it names the version the norm group is found from.
    const [row, user] = await Promise.all([
      this.progress.reportRow(userId, type, sessionId),
      this.accounts.user(userId),
    ]);
    if (!row) throw AppError.notFound('No completed assessment found.');
    const version = row.instrumentVersion;
    // The norm groups' histograms as the completions keep them
    // (docs/decisions/0070-norm-histograms-kept.md): a few rows per facet for all schools and the
    // student's school, whatever the number of sessions, summed over the versions of the
    // session's norm group (0073: wording-only edits keep the group); each facet's group is
    // chosen from their sizes (`chooseFacetGroup`).
    // The SEM (and so the reliable change) is the same group's: scale health pooled over it
    // (docs/decisions/0074-scale-health-reads-the-norm-group.md).
    const group = this.versions.groupOf(this.sessions.manager, version);
    const [own, health, histograms] = await Promise.all([
      this.facetTotals(userId, type, row.sessionId),
      group.then((versions) => this.scaleHealth.groupFacets(type, versions)),
      group.then((versions) =>
        storedFacetTotals(this.sessions.manager, type, versions, user.schoolId),
      ),
    ]);
    const semOf = semByFacet(health);
    const facets = own.map(({ facet, category, total, items }): FacetNorm => {
      const semTotal = semOf.get(facet) ?? null;
      const of = (rows: HistogramRow[] | null): Histogram | null =>
        rows && rows.filter((h) => h.facet === facet && h.items === items);
      const school = of(histograms.school);
      const all = of(histograms.all)!;
      const group = chooseFacetGroup(
        facet,
        { school: school && respondents(school), all: respondents(all) },
        isRoutedFacet(category),
      );
      const histogram = group?.scope === 'school' ? school! : all;
      return {
        facet,
        category,
        average: total / items,
        sem: semTotal === null ? null : semTotal / items,
        band: group ? percentileBand(histogram, total, semTotal) : null,
        group,
        reason: group ? null : notComparedYet(facet, respondents(all)),
      };
    });
    return {
      session_id: row.sessionId,
      min_respondents: NORM_MIN_RESPONDENTS,
      message: facets.some((f) => f.band) ? null : NO_NORM_YET,
      facets,
      retake: await this.retake(userId, type, row, facets),
    };
  }

  /** The previous completed session of the same assessment, compared facet by facet. */
  private async retake(
    userId: string,
    type: AssessmentType,
    current: AssessmentProgress,
    facets: FacetNorm[],
  ): Promise<NormsReport['retake']> {
    const before = await this.sessions
      .createQueryBuilder('p')
      .where('p.user_id = :userId AND p.assessment_type = :type AND p.is_completed = :done', {
        userId,
        type,
        done: true,
      })
      .andWhere('p.session_id <> :session', { session: current.sessionId })
      .andWhere('p.last_completion_date < :at', { at: current.lastCompletionDate })
      .orderBy('p.last_completion_date', 'DESC')
      .getOne();
    if (!before) return null;
    const previous = new Map(
      (await this.facetTotals(userId, type, before.sessionId)).map((f) => [f.facet, f]),
    );
    return {
      session_id: before.sessionId,
      completed_at: before.lastCompletionDate,
      facets: facets.flatMap((f): FacetChange[] => {
        const old = previous.get(f.facet);
        if (!old) return [];
        const was = old.total / old.items;
        const change = f.sem === null ? null : reliableChange(was, f.average, f.sem);
        return [
          {
            facet: f.facet,
            before: was,
            after: f.average,
            rci: change?.rci ?? null,
            direction: change?.direction ?? null,
          },
        ];
      }),
    };
  }

  private async facetTotals(userId: string, type: AssessmentType, sessionId: string) {
    const rows = await this.answers
      .createQueryBuilder('a')
      .select('a.facet', 'facet')
      .addSelect('MIN(a.category)', 'category')
      .addSelect('SUM(a.score)', 'total')
      .addSelect('COUNT(*)', 'items')
      .addSelect('MIN(a.id)', 'first')
      .where('a.user_id = :userId AND a.assessment_type = :type AND a.session_id = :sessionId', {
        userId,
        type,
        sessionId,
      })
      .groupBy('a.facet')
      .orderBy('first', 'ASC')
      .getRawMany<Record<string, string | number>>();
    return rows.map((r): FacetTotal => ({
      facet: String(r.facet),
      category: String(r.category),
      total: Number(r.total),
      items: Number(r.items),
    }));
  }
}

/** How many sessions a facet's histogram holds. */
const respondents = (histogram: Histogram) => histogram.reduce((n, h) => n + h.count, 0);

/** The SEM of each facet's total, where α is known. */
function semByFacet(facets: FacetHealth[]): Map<string, number> {
  return new Map(facets.flatMap((f) => (f.sem === null ? [] : [[f.facet, f.sem] as const])));
}

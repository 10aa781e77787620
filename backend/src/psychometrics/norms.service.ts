import {
  AssessmentType,
  chooseFacetGroup,
  FacetChange,
  FacetHealth,
  FacetNorm,
  Histogram,
  isRoutedFacet,
  NO_NORM_YET,
  NORM_MIN_RESPONDENTS,
  NormsResponse,
  notComparedYet,
  percentileBand,
  reliableChange,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { HistogramRow, storedFacetTotals } from '../assessments/facet-totals.repository';
import { versionKey } from '../assessments/instrument-version-key';
import { InstrumentVersionsService } from '../assessments/instrument-versions.service';
import { NormCohort, NormCohortCache } from '../assessments/norm-cohort-cache';
import { ProgressService } from '../assessments/progress.service';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { AccountService } from '../users/account.service';
import { NormsRepository, OwnSession } from './norms.repository';
import { ScaleHealthService } from './scale-health.service';

/** The norms answer (`NormsResponse` in `domain/`) before its dates are written as text. */
export type NormsReport = Omit<NormsResponse, 'retake'> & {
  retake: { session_id: string; completed_at: Date | null; facets: FacetChange[] } | null;
};

/**
 * Honest norms: percentile bands against a large enough group, SEM, reliable change.
 * The student's own sessions are read on every request, on the primary (a student opens this
 * report right after completing the session, on any instance); their norm group comes from
 * NormCohortCache, at most NORM_COHORT_CACHE_MS old
 * (docs/decisions/0270-norm-groups-kept-in-memory-for-seconds.md).
 */
@Injectable()
export class NormsService {
  constructor(
    private readonly own: NormsRepository,
    private readonly accounts: AccountService,
    private readonly progress: ProgressService,
    private readonly scaleHealth: ScaleHealthService,
    private readonly versions: InstrumentVersionsService,
    private readonly cohorts: NormCohortCache,
  ) {}

  async norms(
    caller: AuthUser,
    userId: string,
    type: AssessmentType,
    sessionId?: string,
  ): Promise<NormsReport> {
    // The student's school as the guard read it for their own token (at most SESSION_CACHE_MS
    // old); an admin reading a student's report reads the account.
    const [sessions, schoolId, parent] = await Promise.all([
      this.own.ownSessions(userId, type),
      caller.id === userId ? caller.schoolId : this.accounts.user(userId).then((u) => u.schoolId),
      type === 'SubjectPart3' ? this.progress.latestCompletion(userId, 'Subject') : undefined,
    ]);
    const row = reportSession(sessions, sessionId, parent);
    if (!row) throw AppError.notFound('No completed assessment found.');
    const { histograms, sem: semOf } = await this.cohort(type, row.version, schoolId);
    const facets = row.facets.map(({ facet, category, total, items }): FacetNorm => {
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
      retake: retake(row, previousSession(sessions, row), facets),
    };
  }

  /**
   * The session's norm group, as the completions keep it: its versions (0073: wording-only edits
   * keep the group), their histograms for all schools and the student's school, a few rows per
   * facet whatever the number of sessions (docs/decisions/0070-norm-histograms-kept.md), and
   * the SEM pooled over the same group (0074). Each facet's group is chosen from the histograms'
   * sizes (`chooseFacetGroup`); a band is only ever computed from the histogram it was chosen
   * by, so it never rests on fewer than the minimum, however old the group read.
   */
  private cohort(type: AssessmentType, version: string | null, schoolId: number | null) {
    const key = `${type}|${versionKey(version)}|${schoolId ?? '-'}`;
    return this.cohorts.read(key, async (): Promise<NormCohort> => {
      const manager = this.own.manager;
      const versions = await this.versions.groupOf(manager, version);
      const [health, histograms] = await Promise.all([
        this.scaleHealth.groupFacets(type, versions),
        storedFacetTotals(manager, type, versions, schoolId),
      ]);
      return { versions, histograms, sem: semByFacet(health) };
    });
  }
}

/**
 * The completed session a report shows: the one asked for, else the latest (ProgressService's
 * order); a Part III session only while it follows the latest Subject completion (`parent`).
 */
function reportSession(
  sessions: OwnSession[],
  sessionId: string | undefined,
  parent: AssessmentProgress | null | undefined,
): OwnSession | null {
  if (parent === null) return null;
  const shown = sessions.filter((s) => !parent || s.partIISessionId === parent.sessionId);
  if (sessionId) return shown.find((s) => s.sessionId === sessionId) ?? null;
  return shown.reduce<OwnSession | null>((a, b) => (a && !later(b, a) ? a : b), null);
}

const time = (s: OwnSession) => s.completedAt?.getTime() ?? -Infinity;
const later = (a: OwnSession, b: OwnSession) =>
  time(a) > time(b) || (time(a) === time(b) && a.id > b.id);

/** The completion before `current` (another session, completed strictly earlier). */
function previousSession(sessions: OwnSession[], current: OwnSession): OwnSession | null {
  if (!current.completedAt) return null;
  const earlier = sessions.filter(
    (s) => s.sessionId !== current.sessionId && s.completedAt && time(s) < time(current),
  );
  return earlier.reduce<OwnSession | null>((a, b) => (a && !later(b, a) ? a : b), null);
}

/** The previous completed session of the same assessment, compared facet by facet. */
function retake(
  current: OwnSession,
  before: OwnSession | null,
  facets: FacetNorm[],
): NormsReport['retake'] {
  if (!before) return null;
  const previous = new Map(before.facets.map((f) => [f.facet, f]));
  return {
    session_id: before.sessionId,
    completed_at: before.completedAt,
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

/** How many sessions a facet's histogram holds. */
const respondents = (histogram: Histogram) => histogram.reduce((n, h) => n + h.count, 0);

/** The SEM of each facet's total, where α is known. */
function semByFacet(facets: FacetHealth[]): Map<string, number> {
  return new Map(facets.flatMap((f) => (f.sem === null ? [] : [[f.facet, f.sem] as const])));
}

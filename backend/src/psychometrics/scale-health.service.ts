import {
  ALPHA_FLAG_BELOW,
  AssessmentType,
  FacetHealth,
  ItemHealth,
  OptionFrequency,
  feldtInterval,
  ITEM_TOTAL_FLAG_BELOW,
  SCALE_HEALTH_MIN_RESPONDENTS,
  SCALE_HEALTH_REASONS,
  scaleStatisticsFromPairs,
  standardErrorOfMeasurement,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Question } from '../questions/entities/question.entity';
import { QuestionBankService } from '../questions/question-bank.service';
import { reportSchool } from '../reports/report-scope';
import { School } from '../schools/entities/school.entity';
import { versionKey, VersionRow } from '../assessments/instrument-version-key';
import { InstrumentVersionsService } from '../assessments/instrument-versions.service';
import {
  FacetPairRow,
  storedPairSums,
  storedScoreCounts,
  storedVersionCounts,
} from '../assessments/stored-sums.repository';

/** A computed version stays cached this long, or until its number of completed sessions changes. */
export const SCALE_HEALTH_CACHE_MS = 10 * 60_000;

export type VersionSummary = {
  version: string;
  /** The norm group it belongs to (named by the group's first version): its statistics pool. */
  group: string;
  sessions: number;
  first_completed_at: Date | null;
  last_completed_at: Date | null;
};

export type ScaleHealthReport = {
  assessment_type: AssessmentType;
  school_id: number | null;
  versions: VersionSummary[];
  /** The version shown ('legacy': sessions from before versions were recorded); null: none. */
  version: string | null;
  /**
   * The versions whose sessions the statistics pool: the version shown and those in its norm
   * group (wording-only edits, docs/decisions/0074-scale-health-reads-the-norm-group.md).
   */
  group_versions: string[];
  /** Completed sessions of the group's versions. */
  respondents: number;
  min_respondents: number;
  /** Why the whole version is hidden; null when it is shown. */
  hidden_reason: string | null;
  facets: FacetHealth[];
};

/** The versions of one norm group, of one school or (null) all. */
type GroupCohort = {
  type: AssessmentType;
  versions: readonly (string | null)[];
  schoolId: number | null;
};

type Cached = { sessions: number; at: number; facets: FacetHealth[] };

/** Scale health: SQL aggregates of one norm group's versions plus the domain's statistics. */
@Injectable()
export class ScaleHealthService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    @InjectRepository(AssessmentProgress) private readonly sessions: Repository<AssessmentProgress>,
    @InjectRepository(School) private readonly schools: Repository<School>,
    private readonly bank: QuestionBankService,
    private readonly clock: Clock,
    private readonly instrumentVersions: InstrumentVersionsService,
  ) {}

  async report(
    user: AuthUser,
    type: AssessmentType,
    requestedSchool: number | undefined,
    requestedVersion: string | undefined,
  ): Promise<ScaleHealthReport> {
    const schoolId = await reportSchool(this.schools, user, requestedSchool);
    const [versions, names] = await Promise.all([
      storedVersionCounts(this.sessions.manager, type, schoolId),
      this.instrumentVersions.groupNames(this.sessions.manager, type),
    ]);
    const groupOf = (v: VersionRow) =>
      v.version === null ? versionKey(null) : (names.get(v.version) ?? v.version);
    const chosen = pickGroup(versions, groupOf, requestedVersion);
    const base = {
      assessment_type: type,
      school_id: schoolId,
      versions: versions.map((v) => ({ ...summary(v), group: groupOf(v) })),
      min_respondents: SCALE_HEALTH_MIN_RESPONDENTS,
    };
    if (!chosen) {
      return {
        ...base,
        version: null,
        group_versions: [],
        respondents: 0,
        hidden_reason: null,
        facets: [],
      };
    }
    const shown = {
      ...base,
      version: versionKey(chosen.version),
      group_versions: chosen.members.map((m) => versionKey(m.version)),
      respondents: chosen.sessions,
    };
    if (chosen.sessions < SCALE_HEALTH_MIN_RESPONDENTS) {
      return {
        ...shown,
        hidden_reason: SCALE_HEALTH_REASONS.tooFewRespondents(chosen.sessions),
        facets: [],
      };
    }
    const members = chosen.members.map((m) => m.version);
    const facets = await this.facets({ type, versions: members, schoolId }, chosen.sessions);
    return { ...shown, hidden_reason: null, facets };
  }

  /** Per facet of a group's versions (cached by versions, school and their completed sessions). */
  async facets(cohort: GroupCohort, sessions: number): Promise<FacetHealth[]> {
    const versions = cohort.versions.map(versionKey).sort().join(',');
    const key = `${cohort.type}|${versions}|${cohort.schoolId ?? '*'}`;
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.sessions === sessions && now - hit.at < SCALE_HEALTH_CACHE_MS) return hit.facets;
    const facets = await this.compute(cohort);
    this.cache.set(key, { sessions, at: now, facets });
    return facets;
  }

  /**
   * The facets of a norm group's versions (`InstrumentVersionsService.groupOf`) across all
   * schools, when the group has enough respondents: the SEM a report and its reliable change use.
   * A wording-only edit keeps the group, so it keeps the SEM; any other edit starts a group with
   * no SEM until it has respondents of its own.
   */
  async groupFacets(
    type: AssessmentType,
    group: readonly (string | null)[],
  ): Promise<FacetHealth[]> {
    // The group's own counts only (one row per school and version of the group), not every
    // version's of the type.
    const versions = await storedVersionCounts(this.sessions.manager, type, null, group);
    const members = new Set(group.map(versionKey));
    const sessions = versions
      .filter((v) => members.has(versionKey(v.version)))
      .reduce((n, v) => n + v.sessions, 0);
    if (sessions < SCALE_HEALTH_MIN_RESPONDENTS) return [];
    return this.facets({ type, versions: group, schoolId: null }, sessions);
  }

  private async compute(cohort: GroupCohort): Promise<FacetHealth[]> {
    // The cohort SQL starts from the sessions (progress `p`); the sums are read with the same
    // manager. The sums kept by the completions, per school (a few hundred rows per school at
    // any volume); all schools is their sum over the schools.
    const manager = this.sessions.manager;
    const [pairs, counts] = await Promise.all([
      storedPairSums(manager, cohort.type, cohort.versions, cohort.schoolId),
      storedScoreCounts(manager, cohort.type, cohort.versions, cohort.schoolId),
    ]);
    const questionIds = [...new Set(counts.map((c) => c.questionId))];
    const questions = questionIds.length ? await this.bank.questionsByIds(questionIds) : [];
    const byId = new Map(questions.map((q) => [q.id, q]));
    const byFacet = new Map<string, FacetPairRow[]>();
    for (const p of pairs) {
      const list = byFacet.get(p.facet) ?? [];
      list.push({ ...p, i: 0, j: 0 });
      byFacet.set(p.facet, list);
    }
    return [...byFacet].map(([facet, rows]) => facetHealth(facet, rows, counts, byId));
  }
}

function facetHealth(
  facet: string,
  rows: FacetPairRow[],
  counts: { questionId: number; score: number; count: number }[],
  questions: Map<number, Question>,
): FacetHealth {
  const itemIds = [...new Set(rows.map((r) => r.questionI))].sort((a, b) => a - b);
  const index = new Map(itemIds.map((id, i) => [id, i]));
  const pairs = rows.map((r) => ({ ...r, i: index.get(r.questionI)!, j: index.get(r.questionJ)! }));
  const respondents = Math.min(...pairs.filter((p) => p.i === p.j).map((p) => p.n));
  const empty = {
    facet,
    items: itemIds.length,
    respondents,
    mean: null,
    sd: null,
    alpha: null,
    alpha_lower: null,
    alpha_upper: null,
    sem: null,
    low_alpha: false,
    item_stats: [],
  };
  if (respondents < SCALE_HEALTH_MIN_RESPONDENTS) {
    return { ...empty, reason: SCALE_HEALTH_REASONS.tooFewRespondents(respondents) };
  }
  const stats = scaleStatisticsFromPairs(itemIds.length, pairs);
  if (!stats) return { ...empty, reason: SCALE_HEALTH_REASONS.tooFewRespondents(respondents) };
  const interval =
    stats.alpha !== null && stats.k >= 2 ? feldtInterval(stats.alpha, stats.n, stats.k) : null;
  const reason =
    stats.k < 2
      ? SCALE_HEALTH_REASONS.singleItem
      : stats.alpha === null
        ? SCALE_HEALTH_REASONS.noVariance
        : null;
  return {
    ...empty,
    mean: stats.totalMean,
    sd: stats.totalSd,
    alpha: stats.alpha,
    alpha_lower: interval?.lower ?? null,
    alpha_upper: interval?.upper ?? null,
    sem: stats.alpha === null ? null : standardErrorOfMeasurement(stats.totalSd, stats.alpha),
    low_alpha: stats.alpha !== null && stats.alpha < ALPHA_FLAG_BELOW,
    reason,
    item_stats: itemIds.map((id, i): ItemHealth => {
      const item = stats.items[i];
      const options = optionFrequencies(
        questions.get(id),
        counts.filter((c) => c.questionId === id),
      );
      const question = questions.get(id);
      return {
        question_id: id,
        question_number: question?.questionNumber ?? null,
        text: question?.questionText ?? null,
        mean: item.mean,
        sd: item.sd,
        item_total_r: item.itemTotalR,
        alpha_if_deleted: item.alphaIfDeleted,
        low_item_total: item.itemTotalR !== null && item.itemTotalR < ITEM_TOTAL_FLAG_BELOW,
        options,
        unused_option: options.some((o) => o.text !== null && o.count === 0),
      };
    }),
  };
}

/** Each option of the question as the bank has it, with how often its score was chosen. */
function optionFrequencies(
  question: Question | undefined,
  counts: { score: number; count: number }[],
): OptionFrequency[] {
  const chosen = new Map(counts.map((c) => [c.score, c.count]));
  const options: OptionFrequency[] = (question?.options ?? []).map((o) => ({
    score: o.score,
    text: o.optionText,
    count: chosen.get(o.score) ?? 0,
  }));
  const known = new Set(options.map((o) => o.score));
  for (const c of counts) {
    if (!known.has(c.score)) options.push({ score: c.score, text: null, count: c.count });
  }
  return options;
}

type ChosenGroup = { version: string | null; members: VersionRow[]; sessions: number };

/**
 * The group shown: the requested version's norm group, or the group with the most completed
 * sessions (the most recent of equals), shown under its most recently completed version. A
 * wording edit starts a new version with few sessions whose statistics would be hidden for weeks
 * (docs/decisions/0072-scale-health-opens-on-most-data.md); marked wording-only, it joins its
 * predecessor's group and its sessions count there (0074).
 */
function pickGroup(
  versions: VersionRow[],
  groupOf: (v: VersionRow) => string,
  requested: string | undefined,
): ChosenGroup | null {
  const last = (v: VersionRow) => v.lastCompletedAt?.getTime() ?? 0;
  const groups = new Map<string, VersionRow[]>();
  for (const v of versions) groups.set(groupOf(v), [...(groups.get(groupOf(v)) ?? []), v]);
  const of = (members: VersionRow[], version: VersionRow | undefined): ChosenGroup => ({
    version: (version ?? [...members].sort((a, b) => last(b) - last(a))[0]).version,
    members,
    sessions: members.reduce((n, m) => n + m.sessions, 0),
  });
  if (requested !== undefined) {
    const found = versions.find((v) => versionKey(v.version) === requested);
    if (!found) throw AppError.notFound('No completed sessions on this instrument version.');
    return of(groups.get(groupOf(found))!, found);
  }
  const latest = (g: ChosenGroup) => Math.max(...g.members.map(last));
  return (
    [...groups.values()]
      .map((members) => of(members, undefined))
      .sort((a, b) => b.sessions - a.sessions || latest(b) - latest(a))[0] ?? null
  );
}

const summary = (v: VersionRow): Omit<VersionSummary, 'group'> => ({
  version: versionKey(v.version),
  sessions: v.sessions,
  first_completed_at: v.firstCompletedAt,
  last_completed_at: v.lastCompletedAt,
});

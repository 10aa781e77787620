import {
  AssessmentType,
  CAREER_SECTIONS,
  EqResult,
  eqResult,
  FacetScore,
  LEARNING_SECTIONS,
  RawAnswerRow,
  ScoringRules,
  QualityFlag,
  STATUS_OF,
  TopSubjects,
  topSubjectsOf,
  VisualizationSection,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AppError } from '../common/app-error';
import { Facet } from '../questions/entities/facet.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { InstrumentVersionsService } from './instrument-versions.service';
import { ProgressService } from './progress.service';
import { ScoringRegistry } from './scoring-registry';

type Group = FacetScore & { category: string; subCategory: string; session: SessionOf };
/** The session's own versions and quality flags, read with its facets. */
type SessionOf = {
  sessionId: string;
  instrumentVersion: string | null;
  scoringVersion: string | null;
  qualityFlags: QualityFlag[];
};

/** The student's latest completed session of the type (ProgressService.latestCompletion's order). */
const LATEST_SESSION = `(SELECT p.session_id FROM assessment_progress p
  WHERE p.user_id = :userId AND p.assessment_type = :type AND p.is_completed = 1
  ORDER BY p.last_completion_date DESC, p.id DESC LIMIT 1)`;

const EMOTIONAL_INTELLIGENCE = CAREER_SECTIONS.find((s) => s.key === 'emotionalIntelligence')!;

/**
 * The Emotional Intelligence band of a Career session, on the instrument it was served: its
 * items (every one answered at completion) and their highest option score (the bank's 5 for a
 * session from before versions were recorded). See domain's eq-bands.
 */
function emotionalIntelligence(groups: Group[], maxItemScore?: number): EqResult | null {
  const section = groups.filter((g) => g.subCategory === EMOTIONAL_INTELLIGENCE.subCategory);
  if (!section.length) return null;
  const total = section.reduce((sum, g) => sum + g.totalScore, 0);
  const items = section.reduce((sum, g) => sum + g.count, 0);
  return eqResult(total, items, maxItemScore);
}

function report(
  type: AssessmentType,
  sessionId: string,
  groups: Group[],
  recordedAt: Date | null,
  eqMax?: number,
) {
  const facets = groups.map(({ subCategory: _s, session: _session, ...score }) => score);
  const session = groups[0]?.session;
  return {
    sessionId,
    facets,
    visualization: visualization(type, groups),
    instrumentVersion: session?.instrumentVersion ?? null,
    instrumentRecordedAt: recordedAt,
    scoringVersion: session?.scoringVersion ?? null,
    qualityFlags: session?.qualityFlags ?? [],
    emotionalIntelligence: type === 'Career' ? emotionalIntelligence(groups, eqMax) : null,
  };
}

/**
 * Per-facet aggregates computed by the database (GROUP BY over the per-user index), so a report
 * never downloads every answer row; the same numbers as domain's facetScores.
 */
@Injectable()
export class ScoresService {
  private readonly sql = new Map<boolean, string>();

  constructor(
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
    private readonly progress: ProgressService,
    private readonly scoring: ScoringRegistry,
    private readonly versions: InstrumentVersionsService,
  ) {}

  async scores(userId: string, type: AssessmentType, sessionId?: string) {
    // The common case (the latest completed session) in one statement: the session is a
    // subquery of the aggregate instead of a round trip of its own. No rows means
    // no completion, or a completed session without answers: the lookup below tells which.
    if (!sessionId && type !== 'SubjectPart3') {
      const groups = await this.groups(userId, type, null);
      if (groups.length) {
        const id = groups[0].session.sessionId;
        return this.report(type, id, await this.underOwnRules(userId, type, id, groups));
      }
    }
    const session = await this.progress.reportSession(userId, type, sessionId);
    if (!session) throw AppError.notFound('No completed assessment found.');
    const groups = await this.groups(userId, type, session);
    return this.report(type, session, await this.underOwnRules(userId, type, session, groups));
  }

  /**
   * The report, with the date its instrument version was recorded (reports name their
   * versions); Career's Emotional Intelligence band reads its instrument's highest option.
   */
  private async report(type: AssessmentType, sessionId: string, groups: Group[]) {
    const version = groups[0]?.session.instrumentVersion;
    if (!version) return report(type, sessionId, groups, null);
    const manager = this.answers.manager;
    const [recordedAt, items] = await Promise.all([
      this.versions.recordedAt(manager, version),
      type === 'Career' ? this.versions.keptItems(manager, version) : null,
    ]);
    if (!items) return report(type, sessionId, groups, recordedAt);
    const scores = items
      .filter((i) => i.subCategory === EMOTIONAL_INTELLIGENCE.subCategory)
      .flatMap((i) => i.options.map((o) => o.score));
    return report(
      type,
      sessionId,
      groups,
      recordedAt,
      scores.length ? Math.max(...scores) : undefined,
    );
  }

  /** The latest completed scores of a type, or null when there is none. */
  async latest(userId: string, type: AssessmentType) {
    const done = await this.progress.latestCompletion(userId, type);
    return done ? this.scores(userId, type, done.sessionId) : null;
  }

  /**
   * The student's top UniReady and Exploration subjects
   * (docs/product/dashboard.md, "The dashboard (/dashboard)"), from stored answers.
   */
  async topSubjects(userId: string): Promise<TopSubjects> {
    const [subject, partIII] = await Promise.all([
      this.latest(userId, 'Subject'),
      this.latest(userId, 'SubjectPart3'),
    ]);
    return topSubjectsOf(subject?.facets ?? [], partIII?.facets ?? []);
  }

  /**
   * The session's per-facet scores under its own scoring version (`ScoringRegistry`):
   * the session's stored rows (at most one per item of its instrument) go through the rules a
   * report of that session was first given, so a later rule change never alters an old report.
   */
  private async scoredGroups(
    userId: string,
    type: AssessmentType,
    sessionId: string,
    rules: ScoringRules,
    session: SessionOf,
  ): Promise<Group[]> {
    const manager = this.answers.manager;
    const answers = await manager.find(AssessmentAnswer, {
      select: ['id', 'category', 'subCategory', 'facet', 'score', 'taxonomy'],
      where: { userId, assessmentType: type, sessionId },
      order: { id: 'ASC' },
    });
    const names = [...new Set(answers.map((a) => a.facet))];
    const facets = names.length
      ? await manager.find(Facet, { where: { name: In(names), status: STATUS_OF[type] } })
      : [];
    const notes = new Map<string, string | null>();
    for (const f of facets) if (!notes.get(f.name)) notes.set(f.name, f.note ?? null);
    const first = new Map<string, AssessmentAnswer>();
    for (const a of answers) if (!first.has(a.facet)) first.set(a.facet, a);
    const rows: RawAnswerRow[] = answers.map((a) => ({
      category: a.category,
      sub_category: a.subCategory,
      facet: a.facet,
      facet_note: notes.get(a.facet) ?? null,
      score: a.score,
      taxonomy: a.taxonomy,
    }));
    return rules(rows).map((score) => ({
      ...score,
      session,
      category: first.get(score._id)?.category ?? '',
      subCategory: first.get(score._id)?.subCategory ?? '',
    }));
  }

  /**
   * The SQL aggregate is scoring-1 (`facetScores`: average, total, count per facet);
   * a session scored under other rules is scored again by them from its own rows, so a later
   * rule change never alters an old report.
   */
  private async underOwnRules(
    userId: string,
    type: AssessmentType,
    sessionId: string,
    groups: Group[],
  ): Promise<Group[]> {
    const session = groups[0]?.session;
    if (!session) return groups;
    const rules = this.scoring.rulesOf(session.scoringVersion);
    if (this.scoring.isSqlAggregate(rules)) return groups;
    return this.scoredGroups(userId, type, sessionId, rules, session);
  }

  /** The facets of `sessionId`, or with null of the latest completed session. */
  private async groups(
    userId: string,
    type: AssessmentType,
    sessionId: string | null,
  ): Promise<Group[]> {
    const parameters = { status: STATUS_OF[type], userId, type, sessionId };
    const [sql, values] = this.answers.manager.connection.driver.escapeQueryWithParameters(
      this.groupsSql(sessionId === null),
      parameters,
      {},
    );
    const rows = (await this.answers.query(sql, values)) as Record<
      string,
      string | number | null
    >[];
    return rows.map((r) => ({
      _id: String(r.facet),
      session: {
        sessionId: String(r.session),
        instrumentVersion: (r.instrumentVersion as string | null) ?? null,
        scoringVersion: (r.scoringVersion as string | null) ?? null,
        qualityFlags: (JSON.parse(String(r.qualityFlags ?? 'null')) as QualityFlag[] | null) ?? [],
      },
      category: String(r.category),
      subCategory: String(r.subCategory),
      // SUM / COUNT in JS: MySQL's AVG on integers rounds to 4 decimals.
      averageScore: Number(r.total) / Number(r.count),
      totalScore: Number(r.total),
      count: Number(r.count),
      taxonomy: JSON.parse(String(r.taxonomy ?? '[]')) as string[],
      facetNote: (r.note as string | null) ?? null,
    }));
  }

  /**
   * The aggregate's SQL with named parameters, built once per shape (the latest session or a
   * given one): building it through the query builder cost a large share of a report's time under
   * load; the parameters are bound per call exactly as `getRawMany` binds them.
   */
  private groupsSql(latest: boolean): string {
    const cached = this.sql.get(latest);
    if (cached) return cached;
    const sql = this.answers
      .createQueryBuilder('a')
      .leftJoin(Facet, 'f', 'f.name = a.facet AND f.status = :status')
      .leftJoin(
        AssessmentProgress,
        'p',
        'p.user_id = a.user_id AND p.assessment_type = a.assessment_type AND p.session_id = a.session_id',
      )
      .select('a.facet', 'facet')
      .addSelect('MIN(a.category)', 'category')
      .addSelect('MIN(a.sub_category)', 'subCategory')
      .addSelect('SUM(a.score)', 'total')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(a.taxonomy)', 'taxonomy')
      .addSelect('MIN(f.note)', 'note')
      .addSelect('MIN(a.id)', 'first')
      .addSelect('MIN(a.session_id)', 'session')
      .addSelect('MIN(p.instrument_version)', 'instrumentVersion')
      .addSelect('MIN(p.scoring_version)', 'scoringVersion')
      .addSelect('MIN(p.quality_flags)', 'qualityFlags')
      .where(
        `a.user_id = :userId AND a.assessment_type = :type AND a.session_id = ${latest ? LATEST_SESSION : ':sessionId'}`,
      )
      .groupBy('a.facet')
      .orderBy('first', 'ASC')
      .getQuery();
    this.sql.set(latest, sql);
    return sql;
  }
}

function section(groups: Group[]): VisualizationSection {
  const facetNote: Record<string, string> = {};
  for (const g of groups) if (g.facetNote) facetNote[g._id] = g.facetNote;
  return {
    labels: groups.map((g) => g._id),
    datasets: [
      {
        data: groups.map((g) => g.averageScore),
        totalScores: groups.map((g) => g.totalScore),
        facetNote,
      },
    ],
  };
}

/**
 * The report object keyed by section (docs/product/assessments.md, "The score reports"), for the
 * two types whose reports use it.
 */
function visualization(type: AssessmentType, groups: Group[]) {
  const result: Record<string, VisualizationSection> = {};
  if (type === 'Career') {
    for (const s of CAREER_SECTIONS) {
      const inSection = groups.filter((g) => g.subCategory === s.subCategory);
      if (inSection.length) result[s.key] = section(inSection);
    }
    return result;
  }
  if (type === 'Learning') {
    for (const s of LEARNING_SECTIONS) {
      const inSection = groups.filter((g) => g.category === s.category);
      if (inSection.length) result[s.key] = section(inSection);
    }
    return result;
  }
  return null;
}

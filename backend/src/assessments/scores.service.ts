import {
  AssessmentType,
  CAREER_SECTIONS,
  EqResult,
  eqResult,
  LEARNING_SECTIONS,
  RawAnswerRow,
  ScoringRules,
  TopSubjects,
  topSubjectsOf,
  VisualizationSection,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { InstrumentVersionsService } from './instrument-versions.service';
import { ProgressService } from './progress.service';
import { Group, ScoresRepository, SessionOf } from './scores.repository';
import { ScoringRegistry } from './scoring-registry';

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
 * The score reports (docs/product/assessments.md, "The score reports"): a session's facets from
 * the database's aggregate (`ScoresRepository`), under the scoring rules the session was first
 * given.
 */
@Injectable()
export class ScoresService {
  constructor(
    private readonly repository: ScoresRepository,
    private readonly progress: ProgressService,
    private readonly scoring: ScoringRegistry,
    private readonly versions: InstrumentVersionsService,
  ) {}

  async scores(userId: string, type: AssessmentType, sessionId?: string) {
    // The common case (the latest completed session) in one statement: the session is a
    // subquery of the aggregate instead of a round trip of its own. No rows means
    // no completion, or a completed session without answers: the lookup below tells which.
    if (!sessionId && type !== 'SubjectPart3') {
      const groups = await this.repository.facetGroups(userId, type, null);
      if (groups.length) {
        const id = groups[0].session.sessionId;
        return this.report(type, id, await this.underOwnRules(userId, type, id, groups));
      }
    }
    const session = await this.progress.reportSession(userId, type, sessionId);
    if (!session) throw AppError.notFound('No completed assessment found.');
    const groups = await this.repository.facetGroups(userId, type, session);
    return this.report(type, session, await this.underOwnRules(userId, type, session, groups));
  }

  /**
   * The report, with the date its instrument version was recorded (reports name their
   * versions); Career's Emotional Intelligence band reads its instrument's highest option.
   */
  private async report(type: AssessmentType, sessionId: string, groups: Group[]) {
    const version = groups[0]?.session.instrumentVersion;
    if (!version) return report(type, sessionId, groups, null);
    const manager = this.repository.manager;
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
    const answers = await this.repository.sessionAnswers(userId, type, sessionId);
    const facets = await this.repository.facetsNamed(
      [...new Set(answers.map((a) => a.facet))],
      type,
    );
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

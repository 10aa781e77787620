import {
  AssessmentType,
  CAREER_SECTIONS,
  FacetScore,
  LEARNING_SECTIONS,
  QualityFlag,
  STATUS_OF,
  TopSubjects,
  topSubjectsOf,
  VisualizationSection,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError } from '../common/app-error';
import { Facet } from '../questions/entities/facet.entity';
import { AssessmentAnswer } from './entities/assessment-answer.entity';
import { AssessmentProgress } from './entities/assessment-progress.entity';
import { ProgressService } from './progress.service';

type Group = FacetScore & { category: string; subCategory: string; session: SessionOf };
/** The session's own versions and quality flags (issue 15), read with its facets. */
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

function report(type: AssessmentType, sessionId: string, groups: Group[]) {
  const facets = groups.map(({ subCategory: _s, session: _session, ...score }) => score);
  const session = groups[0]?.session;
  return {
    sessionId,
    facets,
    visualization: visualization(type, groups),
    instrumentVersion: session?.instrumentVersion ?? null,
    scoringVersion: session?.scoringVersion ?? null,
    qualityFlags: session?.qualityFlags ?? [],
  };
}

/**
 * Per-facet aggregates computed by the database (GROUP BY over the per-user index), so a report
 * never downloads every answer row (DESIGN §5); the same numbers as domain's facetScores.
 */
@Injectable()
export class ScoresService {
  constructor(
    @InjectRepository(AssessmentAnswer) private readonly answers: Repository<AssessmentAnswer>,
    private readonly progress: ProgressService,
  ) {}

  async scores(userId: string, type: AssessmentType, sessionId?: string) {
    // The common case (the latest completed session) in one statement: the session is a
    // subquery of the aggregate instead of a round trip of its own (issue 14 P4). No rows means
    // no completion, or a completed session without answers: the lookup below tells which.
    if (!sessionId && type !== 'SubjectPart3') {
      const groups = await this.groups(userId, type, null);
      if (groups.length) return report(type, groups[0].session.sessionId, groups);
    }
    const session = await this.progress.reportSession(userId, type, sessionId);
    if (!session) throw AppError.notFound('No completed assessment found.');
    return report(type, session, await this.groups(userId, type, session));
  }

  /** The latest completed scores of a type, or null when there is none. */
  async latest(userId: string, type: AssessmentType) {
    const done = await this.progress.latestCompletion(userId, type);
    return done ? this.scores(userId, type, done.sessionId) : null;
  }

  /** The student's top UniReady and Exploration subjects (spec 002 §2), from stored answers. */
  async topSubjects(userId: string): Promise<TopSubjects> {
    const [subject, partIII] = await Promise.all([
      this.latest(userId, 'Subject'),
      this.latest(userId, 'SubjectPart3'),
    ]);
    return topSubjectsOf(subject?.facets ?? [], partIII?.facets ?? []);
  }

  /** The facets of `sessionId`, or with null of the latest completed session. */
  private async groups(
    userId: string,
    type: AssessmentType,
    sessionId: string | null,
  ): Promise<Group[]> {
    const rows = await this.answers
      .createQueryBuilder('a')
      .leftJoin(Facet, 'f', 'f.name = a.facet AND f.status = :status', { status: STATUS_OF[type] })
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
        `a.user_id = :userId AND a.assessment_type = :type AND a.session_id = ${sessionId === null ? LATEST_SESSION : ':sessionId'}`,
        { userId, type, sessionId },
      )
      .groupBy('a.facet')
      .orderBy('first', 'ASC')
      .getRawMany<Record<string, string | number | null>>();
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

/** The report object keyed by section (spec 001 §3), for the two types whose reports use it. */
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

import {
  AssessmentType,
  CAREER_SECTIONS,
  FacetScore,
  LEARNING_SECTIONS,
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

type Group = FacetScore & { category: string; subCategory: string };

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
    const session = await this.progress.reportSession(userId, type, sessionId);
    if (!session) throw AppError.notFound('No completed assessment found.');
    const [groups, progress] = await Promise.all([
      this.groups(userId, type, session),
      this.answers.manager.findOneBy(AssessmentProgress, {
        userId,
        assessmentType: type,
        sessionId: session,
      }),
    ]);
    const facets = groups.map(({ subCategory: _s, ...score }) => score);
    return {
      sessionId: session,
      facets,
      visualization: visualization(type, groups),
      instrumentVersion: progress?.instrumentVersion ?? null,
      scoringVersion: progress?.scoringVersion ?? null,
      qualityFlags: progress?.qualityFlags ?? [],
    };
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

  private async groups(userId: string, type: AssessmentType, sessionId: string): Promise<Group[]> {
    const rows = await this.answers
      .createQueryBuilder('a')
      .leftJoin(Facet, 'f', 'f.name = a.facet AND f.status = :status', { status: STATUS_OF[type] })
      .select('a.facet', 'facet')
      .addSelect('MIN(a.category)', 'category')
      .addSelect('MIN(a.sub_category)', 'subCategory')
      .addSelect('SUM(a.score)', 'total')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MIN(a.taxonomy)', 'taxonomy')
      .addSelect('MIN(f.note)', 'note')
      .addSelect('MIN(a.id)', 'first')
      .where('a.user_id = :userId AND a.assessment_type = :type AND a.session_id = :sessionId', {
        userId,
        type,
        sessionId,
      })
      .groupBy('a.facet')
      .orderBy('first', 'ASC')
      .getRawMany<Record<string, string | number | null>>();
    return rows.map((r) => ({
      _id: String(r.facet),
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

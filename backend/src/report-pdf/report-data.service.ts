import type { AssessmentType, ShareableReport } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { ScoresService } from '../assessments/scores.service';
import { InsightsService } from '../insights/insights.service';

export type ScoresReport = NonNullable<Awaited<ReturnType<ScoresService['latest']>>>;
export type InsightsReport = NonNullable<Awaited<ReturnType<InsightsService['find']>>>;

/** Every report a student can share or download, each null when not shared or not taken. */
export type ReportSet = {
  futureReady: ScoresReport | null;
  uniReady: { partII: ScoresReport | null; partIII: ScoresReport | null } | null;
  studyStyle: ScoresReport | null;
  insights: InsightsReport | null;
};

/** The assessment behind each scored report (UniReady is Part II with its Part III). */
export const REPORT_TYPES: Record<Exclude<ShareableReport, 'insights'>, AssessmentType> = {
  futureready: 'Career',
  uniready: 'Subject',
  studystyle: 'Learning',
};

/**
 * The reports as the student's own screens read them (the latest completed session of each,
 * scored under its own versions), so a parent's link, a PDF and a careers adviser show the same
 * numbers: the one reader of shared reports.
 */
@Injectable()
export class ReportDataService {
  constructor(
    private readonly scores: ScoresService,
    private readonly insights: InsightsService,
  ) {}

  async reports(userId: string, chosen: readonly ShareableReport[]): Promise<ReportSet> {
    const has = (report: ShareableReport) => chosen.includes(report);
    const [futureReady, partII, partIII, studyStyle, insights] = await Promise.all([
      has('futureready') ? this.scores.latest(userId, 'Career') : null,
      has('uniready') ? this.scores.latest(userId, 'Subject') : null,
      has('uniready') ? this.scores.latest(userId, 'SubjectPart3') : null,
      has('studystyle') ? this.scores.latest(userId, 'Learning') : null,
      has('insights') ? this.insights.find(userId) : null,
    ]);
    return {
      futureReady,
      uniReady: has('uniready') ? { partII, partIII } : null,
      studyStyle,
      insights,
    };
  }
}

import type { QualityFlag } from '@aspire/domain';
import type { Returned } from '../../common/dto/responses';
import type { AnswersService } from '../answers.service';
import type { CheckAccessService } from '../access/check-access.service';
import type { toProgressResponse } from '../progress.service';
import type { SessionHistoryService } from '../session-history.service';
import { getSchemaPath } from '@nestjs/swagger';
import { Out } from '../../common/dto/responses';

export class AccessResponse implements Returned<CheckAccessService['decide']> {
  @Out.bool() access: boolean;
  /** The same as `access` (the dashboard's helpers read this name). */
  @Out.bool() hasAccess: boolean;
  @Out.text({ nullable: true }) error: string | null;
  /** The caller's role, for the pages that show it (social feed, consultant profile). */
  @Out.text({ optional: true }) role?: string;
}

export class ProgressResponse implements ReturnType<typeof toProgressResponse> {
  @Out.text() sessionId: string;
  @Out.bool() isCompleted: boolean;
  @Out.date({ nullable: true }) lastCompletionDate: Date | null;
}

export class SavedProgressResponse extends ProgressResponse {
  @Out.text() message: string;
}

export class SubmittedResponse implements Returned<AnswersService['submitBatch']> {
  @Out.text() message: string;
  /** Per distinct question of the batch: stored new, changed, or already as sent. */
  @Out.int() inserted: number;
  @Out.int() updated: number;
  @Out.int() unchanged: number;
}

export class DeletedResponse implements Returned<AnswersService['deleteAll']> {
  @Out.text() message: string;
  @Out.int() deletedAnswers: number;
  @Out.int() deletedProgresses: number;
}

/** One completed session of an assessment; `current` is the one reports read. */
export class HistorySessionResponse {
  @Out.text() sessionId: string;
  @Out.date({ nullable: true }) completedAt: Date | null;
  @Out.bool() current: boolean;
}

export class EarlierDeletedResponse implements Returned<SessionHistoryService['deleteEarlier']> {
  @Out.text() message: string;
  @Out.int() deletedAnswers: number;
  @Out.int() deletedSessions: number;
}

/** One stored answer (docs/product/assessments.md, "Taking an assessment"). */
export class RawAnswerRowResponse {
  @Out.text() category: string;
  @Out.text() sub_category: string;
  @Out.text() facet: string;
  @Out.text({ nullable: true }) facet_note: string | null;
  @Out.int() score: number;
  @Out.texts() taxonomy: string[];
}

export class FacetScoreResponse {
  /** The facet's name. */
  @Out.text() _id: string;
  @Out.text() category: string;
  @Out.number() averageScore: number;
  @Out.int() totalScore: number;
  @Out.int() count: number;
  @Out.texts() taxonomy: string[];
  @Out.text({ nullable: true }) facetNote: string | null;
}

class DatasetResponse {
  @Out.numbers() data: number[];
  @Out.numbers() totalScores: number[];
  @Out.map({ type: 'string' }) facetNote: Record<string, string>;
}

export class SectionResponse {
  @Out.texts() labels: string[];
  @Out.of(() => DatasetResponse, { list: true }) datasets: DatasetResponse[];
}

class EqBandRangeResponse {
  @Out.text({ enum: ['high', 'moderate', 'low'] }) band: 'high' | 'moderate' | 'low';
  @Out.int() min: number;
  @Out.int() max: number;
  /** As the report prints it: "High (80-100)". */
  @Out.text() label: string;
}

/** Career: the Emotional Intelligence total and its band, on the session's own instrument. */
class EqResultResponse {
  @Out.int() total: number;
  @Out.int() itemCount: number;
  @Out.text({ enum: ['high', 'moderate', 'low'] }) band: 'high' | 'moderate' | 'low';
  @Out.of(() => EqBandRangeResponse, { list: true }) ranges: EqBandRangeResponse[];
}

export class ScoresResponse {
  @Out.text() sessionId: string;
  @Out.of(() => FacetScoreResponse, { list: true }) facets: FacetScoreResponse[];
  /** The report's sections by key (Career and Learning; null for the other types). */
  @Out.map({ $ref: getSchemaPath(SectionResponse) } as never, { nullable: true })
  visualization: Record<string, SectionResponse> | null;
  /** The instrument and scoring versions the session was taken and scored on. */
  @Out.text({ nullable: true }) instrumentVersion: string | null;
  /** When that instrument version was first recorded: the report names it by this date. */
  @Out.date({ nullable: true }) instrumentRecordedAt: Date | null;
  @Out.text({ nullable: true }) scoringVersion: string | null;
  /** Response-quality flags stored at completion; a report shows a discreet note. */
  @Out.texts() qualityFlags: QualityFlag[];
  /** Career: the Emotional Intelligence band (null for the other types). */
  @Out.of(() => EqResultResponse, { nullable: true })
  emotionalIntelligence: EqResultResponse | null;
}

import { AssessmentType } from '@aspire/domain';
import { TextField } from '../../common/dto/fields';
import { Out, Returned } from '../../common/dto/responses';
import { SCORING_VERSION_MAX } from '../scoring-registry';
import type { InstrumentAdminService } from '../instrument-admin.service';
import { AssessmentTypeField } from './submit-batch.dto';

export class AssessmentTypeParams {
  @AssessmentTypeField()
  type: AssessmentType;
}

class VersionEditResponse {
  @Out.date() at: Date;
  @Out.text({ nullable: true }) by: string | null;
  @Out.text() action: string;
  @Out.text() resource: string;
  @Out.text({ nullable: true }) resourceId: string | null;
}

class InstrumentVersionResponse {
  @Out.text() hash: string;
  /** When the first session was taken on it; null for the current bank before any session. */
  @Out.date({ nullable: true }) createdAt: Date | null;
  @Out.int() itemCount: number;
  @Out.bool() isCurrent: boolean;
  @Out.int() sessions: number;
  @Out.int() completedSessions: number;
  /** What changed since the previous version, from the two versions' contents. */
  @Out.texts() changes: string[];
  /** The audited edits between the previous version and this one (who and when). */
  @Out.of(() => VersionEditResponse, { list: true }) edits: VersionEditResponse[];
}

export class InstrumentHistoryResponse implements Returned<InstrumentAdminService['history']> {
  @Out.text() assessmentType: AssessmentType;
  @Out.text() currentVersion: string;
  @Out.text() scoringVersion: string;
  @Out.int() sessionsBeforeVersioning: number;
  @Out.of(() => InstrumentVersionResponse, { list: true }) versions: InstrumentVersionResponse[];
}

class FacetChangeResponse {
  @Out.text() facet: string;
  @Out.number({ nullable: true }) before: number | null;
  @Out.number({ nullable: true }) after: number | null;
}

class RescoreSampleResponse {
  @Out.text() sessionId: string;
  @Out.text({ nullable: true }) fromVersion: string | null;
  @Out.of(() => FacetChangeResponse, { list: true }) facets: FacetChangeResponse[];
}

export class RescorePreviewResponse implements Returned<InstrumentAdminService['preview']> {
  @Out.text() assessmentType: AssessmentType;
  @Out.text() scoringVersion: string;
  @Out.int() pending: number;
  @Out.of(() => RescoreSampleResponse, { list: true }) sample: RescoreSampleResponse[];
}

/** Re-scoring applies the rules the admin previewed: the preview's `scoringVersion`. */
export class RescoreBody {
  @TextField({ min: 1, max: SCORING_VERSION_MAX, example: 'scoring-1' })
  scoringVersion: string;
}

export class RescoreResponse implements Returned<InstrumentAdminService['rescore']> {
  @Out.text() assessmentType: AssessmentType;
  @Out.text() scoringVersion: string;
  @Out.int() rescored: number;
}

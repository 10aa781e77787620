import { AssessmentType } from '@aspire/domain';
import { TextField } from '../../common/dto/fields';
import { Out, Returned } from '../../common/dto/responses';
import { SCORING_VERSION_MAX } from '../scoring-registry';
import type { InstrumentAdminService } from '../instrument-admin.service';
import type { RekeyService } from '../rekey.service';
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

class RekeyFacetResponse {
  @Out.text() facet: string;
  /** The facet's average item score as stored, and as the corrected keys score it. */
  @Out.number() before: number;
  @Out.number() after: number;
}

class RekeySampleResponse {
  @Out.text() sessionId: string;
  @Out.of(() => RekeyFacetResponse, { list: true }) facets: RekeyFacetResponse[];
}

export class RekeyPreviewResponse implements Returned<RekeyService['preview']> {
  @Out.text() assessmentType: AssessmentType;
  /** The bank's version the preview was made under; applying it names this version. */
  @Out.text() keyVersion: string;
  /** The questions whose key differs from the one some stored version was served with. */
  @Out.numbers() questions: number[];
  @Out.int() answers: number;
  @Out.int() sessions: number;
  /** Answers to those questions that cannot be re-scored: which option was chosen is not known. */
  @Out.int() unknown: number;
  @Out.of(() => RekeySampleResponse, { list: true }) sample: RekeySampleResponse[];
}

/** Re-scoring after a key correction applies the keys the admin previewed. */
export class RekeyBody {
  @TextField({ min: 1, max: 64, example: 'b5bb9d8014a0f9b1d61e21e796d78dccdf1352f2' })
  keyVersion: string;
}

export class RekeyResponse implements Returned<RekeyService['apply']> {
  @Out.text() assessmentType: AssessmentType;
  @Out.text() keyVersion: string;
  @Out.int() rescoredAnswers: number;
  @Out.int() rescoredSessions: number;
  /** Completed sessions whose response-quality flags changed under the corrected keys. */
  @Out.int() reflaggedSessions: number;
}

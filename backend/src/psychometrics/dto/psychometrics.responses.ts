import { Out } from '../../common/dto/responses';
import type { NormsReport } from '../norms.service';
import type { ScaleHealthReport } from '../scale-health.service';

class OptionFrequencyResponse {
  @Out.int() score: number;
  @Out.text({ nullable: true }) text: string | null;
  @Out.int() count: number;
}

class ItemHealthResponse {
  @Out.int() question_id: number;
  @Out.int({ nullable: true }) question_number: number | null;
  @Out.text({ nullable: true }) text: string | null;
  @Out.number() mean: number;
  @Out.number() sd: number;
  @Out.number({ nullable: true }) item_total_r: number | null;
  @Out.number({ nullable: true }) alpha_if_deleted: number | null;
  @Out.bool() low_item_total: boolean;
  @Out.of(() => OptionFrequencyResponse, { list: true }) options: OptionFrequencyResponse[];
  @Out.bool() unused_option: boolean;
}

class FacetHealthResponse {
  @Out.text() facet: string;
  @Out.int() items: number;
  @Out.int() respondents: number;
  @Out.number({ nullable: true }) mean: number | null;
  @Out.number({ nullable: true }) sd: number | null;
  @Out.number({ nullable: true }) alpha: number | null;
  @Out.number({ nullable: true }) alpha_lower: number | null;
  @Out.number({ nullable: true }) alpha_upper: number | null;
  @Out.number({ nullable: true }) sem: number | null;
  @Out.bool() low_alpha: boolean;
  @Out.text({ nullable: true }) reason: string | null;
  @Out.of(() => ItemHealthResponse, { list: true }) item_stats: ItemHealthResponse[];
}

class VersionSummaryResponse {
  @Out.text() version: string;
  /** Its norm group, named by the group's first version: the versions whose statistics pool. */
  @Out.text() group: string;
  @Out.int() sessions: number;
  @Out.date({ nullable: true }) first_completed_at: Date | null;
  @Out.date({ nullable: true }) last_completed_at: Date | null;
}

export class ScaleHealthResponse implements ScaleHealthReport {
  @Out.text() assessment_type: ScaleHealthReport['assessment_type'];
  @Out.int({ nullable: true }) school_id: number | null;
  @Out.of(() => VersionSummaryResponse, { list: true }) versions: VersionSummaryResponse[];
  @Out.text({ nullable: true }) version: string | null;
  /** The versions pooled: the version shown and those in its norm group. */
  @Out.texts() group_versions: string[];
  @Out.int() respondents: number;
  @Out.int() min_respondents: number;
  @Out.text({ nullable: true }) hidden_reason: string | null;
  @Out.of(() => FacetHealthResponse, { list: true }) facets: FacetHealthResponse[];
}

class FacetNormGroupResponse {
  @Out.text({ enum: ['school', 'all'] }) scope: 'school' | 'all';
  /** How many completed sessions of the group answered the facet. */
  @Out.int() students: number;
  /** Part II and Part III: a routed, self-selected group. */
  @Out.bool() routed: boolean;
  @Out.text() label: string;
}

class BandResponse {
  @Out.int() low: number;
  @Out.int() high: number;
}

class FacetNormResponse {
  @Out.text() facet: string;
  @Out.text() category: string;
  @Out.number() average: number;
  @Out.number({ nullable: true }) sem: number | null;
  @Out.of(() => BandResponse, { nullable: true }) band: BandResponse | null;
  @Out.of(() => FacetNormGroupResponse, { nullable: true }) group: FacetNormGroupResponse | null;
  /** Why there is no band, in a line a student understands. */
  @Out.text({ nullable: true }) reason: string | null;
}

class FacetChangeResponse {
  @Out.text() facet: string;
  @Out.number() before: number;
  @Out.number() after: number;
  @Out.number({ nullable: true }) rci: number | null;
  @Out.text({ enum: ['up', 'down', 'none'], nullable: true }) direction:
    'up' | 'down' | 'none' | null;
}

class RetakeResponse {
  @Out.text() session_id: string;
  @Out.date({ nullable: true }) completed_at: Date | null;
  @Out.of(() => FacetChangeResponse, { list: true }) facets: FacetChangeResponse[];
}

export class NormsResponse implements NormsReport {
  @Out.text() session_id: string;
  @Out.int() min_respondents: number;
  @Out.text({ nullable: true }) message: string | null;
  @Out.of(() => FacetNormResponse, { list: true }) facets: FacetNormResponse[];
  @Out.of(() => RetakeResponse, { nullable: true }) retake: RetakeResponse | null;
}

// The data provider's scale-health method: GET /api/admin/scale-health.
import type { FacetHealth } from '@aspire/domain';
import { ADMIN_API_URL, httpClient } from '../../providers/http-client';

export type { FacetHealth, ItemHealth, OptionFrequency } from '@aspire/domain';

export type ScaleHealth = {
  assessment_type: string;
  school_id: number | null;
  versions: {
    version: string;
    /** Its norm group (named by the group's first version). */
    group: string;
    sessions: number;
    first_completed_at: string | null;
    last_completed_at: string | null;
  }[];
  version: string | null;
  /** The versions pooled: the one shown and those a wording-only edit kept in its group. */
  group_versions: string[];
  respondents: number;
  min_respondents: number;
  hidden_reason: string | null;
  facets: FacetHealth[];
};

export type ScaleHealthQuery = { assessment_type: string; school_id?: number; version?: string };

export function scaleHealthQuery(q: ScaleHealthQuery): string {
  const params = new URLSearchParams({ assessment_type: q.assessment_type });
  if (q.school_id) params.set('school_id', String(q.school_id));
  if (q.version) params.set('version', q.version);
  return `?${params.toString()}`;
}

export const scaleHealthRoutes = {
  getScaleHealth: async (q: ScaleHealthQuery) => ({
    data: (await httpClient(`${ADMIN_API_URL}/scale-health${scaleHealthQuery(q)}`))
      .json as ScaleHealth,
  }),
};

import { Allow } from 'class-validator';

/** Facet fields (validated in facets-admin.service.ts); echoed read-only fields are ignored. */
export class FacetBodyDto {
  @Allow() status?: unknown;
  @Allow() name?: unknown;
  @Allow() category?: unknown;
  @Allow() sub_category?: unknown;
  @Allow() note?: unknown;
  @Allow() taxonomy?: unknown;
  @Allow() id?: unknown;
  @Allow() question_count?: unknown;
}

import { normaliseTaxonomy } from '@aspire/domain';

/** The body of POST/PUT /api/admin/facets: the fields the form edits (not question_count or id). */
export const toFacetPayload = (record: Record<string, unknown>) => ({
  status: record.status,
  name: String(record.name ?? '').trim(),
  category: String(record.category ?? '').trim(),
  sub_category: String(record.sub_category ?? '').trim(),
  note: String(record.note ?? ''),
  taxonomy: normaliseTaxonomy(record.taxonomy),
});

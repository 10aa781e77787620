import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { Facet } from './entities/facet.entity';
import { QuestionsAdminRepository } from './questions-admin.repository';

export const toAdminFacet = (f: Facet) => ({
  id: f.id,
  status: f.status,
  name: f.name,
  category: f.category,
  sub_category: f.subCategory,
  note: f.note,
  taxonomy: f.taxonomy,
  question_count: f.questionCount ?? 0,
});
export type AdminFacet = ReturnType<typeof toAdminFacet>;

export const facetsResource = (
  rows: QuestionsAdminRepository,
): AdminResource<Facet, AdminFacet> => ({
  name: 'facets',
  query: () => rows.facetList(),
  sortable: sortable({
    id: 'f.id',
    name: 'f.name',
    status: 'f.status',
    category: 'f.category',
    sub_category: 'f.subCategory',
  }),
  defaultSort: ['name', 'ASC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.status)) qb.andWhere('f.status = :status', { status: text(f.status) });
    if (text(f.category)) qb.andWhere('f.category = :category', { category: text(f.category) });
    if (text(f.q)) {
      qb.andWhere(
        "(LOWER(f.name) LIKE :q ESCAPE '!' OR LOWER(f.category) LIKE :q ESCAPE '!' OR LOWER(f.sub_category) LIKE :q ESCAPE '!')",
        { q: like(text(f.q)!) },
      );
    }
  },
  toResponse: toAdminFacet,
  csv: ['id', 'status', 'name', 'category', 'sub_category', 'note', 'taxonomy', 'question_count'],
});

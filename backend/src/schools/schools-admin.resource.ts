import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { School } from './entities/school.entity';
import { SchoolsRepository } from './schools.repository';

export const toAdminSchool = (s: School) => ({
  id: s.id,
  name: s.name,
  created_at: s.createdAt,
  domain_count: s.domainCount ?? 0,
  user_count: s.userCount ?? 0,
});
export type AdminSchool = ReturnType<typeof toAdminSchool>;

export const schoolsResource = (
  schools: SchoolsRepository,
): AdminResource<School, AdminSchool> => ({
  name: 'schools',
  query: () => schools.list(),
  sortable: sortable({ id: 's.id', name: 's.name', created_at: 's.createdAt' }),
  defaultSort: ['name', 'ASC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.q)) qb.andWhere("LOWER(s.name) LIKE :q ESCAPE '!'", { q: like(text(f.q)!) });
  },
  toResponse: toAdminSchool,
  csv: ['id', 'name', 'created_at', 'domain_count', 'user_count'],
});

import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistRepository } from './whitelist.repository';

export type WhitelistResponse = {
  id: number;
  type: string;
  value: string;
  school_id: number | null;
  school_name: string | null;
  added_by: string | null;
  /** Who added the entry, as staff read it: the e-mail of the coordinator, admin or student. */
  added_by_email: string | null;
  created_at: Date;
};

export const toWhitelistResponse = (e: WhitelistEntry): WhitelistResponse => ({
  id: e.id,
  type: e.type,
  value: e.value,
  school_id: e.schoolId,
  school_name: e.school?.name ?? null,
  added_by: e.addedBy,
  added_by_email: e.addedByUser?.email ?? null,
  created_at: e.createdAt,
});

export const whitelistResource = (
  entries: WhitelistRepository,
): AdminResource<WhitelistEntry, WhitelistResponse> => ({
  name: 'whitelist',
  personal: true,
  query: (user) => {
    const qb = entries.list();
    const scope = schoolScope(user);
    if (scope !== null) qb.andWhere('w.school_id = :scope', { scope });
    return qb;
  },
  sortable: sortable({
    id: 'w.id',
    type: 'w.type',
    value: 'w.value',
    school_id: 'w.schoolId',
    created_at: 'w.createdAt',
  }),
  defaultSort: ['value', 'ASC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (f.type === 'domain' || f.type === 'email') qb.andWhere('w.type = :type', { type: f.type });
    if (text(f.q)) qb.andWhere("w.value LIKE :q ESCAPE '!'", { q: like(text(f.q)!) });
    if (Number.isInteger(f.school_id))
      qb.andWhere('w.school_id = :school', { school: f.school_id });
  },
  toResponse: toWhitelistResponse,
  csvRow: (row) => ({ added_by: row.added_by_email ?? '' }),
  csv: ['id', 'type', 'value', 'school_id', 'school_name', 'added_by', 'created_at'],
});

import { ROSTER_STATE_LABELS, yesNo, type RosterState } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { Actor } from '../admin/actor.decorator';
import { Page } from '../admin/admin-list.service';
import { recordExport } from '../admin/export-audit';
import { ListParams } from '../admin/list-query';
import { schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { RawRosterRow, ROSTER_SORT, RosterRepository } from './roster.repository';
import { rawDate } from './roster-rules';

/** One line of the roster: a rostered address, registered or not, or a domain sign-up. */
export type StudentRow = {
  /** The student's id once registered; `entry-<n>` for an address nobody registered with. */
  id: string;
  user_id: string | null;
  state: RosterState;
  /** On the school's list of addresses (false: came in by a domain). */
  rostered: boolean;
  username: string | null;
  email: string;
  school_id: number | null;
  year_group: string | null;
  class_name: string | null;
  registered_at: Date | null;
  verified_at: Date | null;
  last_active_at: Date | null;
  futureready_completed_at: Date | null;
  uniready_completed_at: Date | null;
  part_iii_completed_at: Date | null;
  studystyle_completed_at: Date | null;
};

export const STUDENT_CSV: (keyof StudentRow & string)[] = [
  'username',
  'email',
  'state',
  'rostered',
  'year_group',
  'class_name',
  'registered_at',
  'verified_at',
  'last_active_at',
  'futureready_completed_at',
  'uniready_completed_at',
  'part_iii_completed_at',
  'studystyle_completed_at',
];

const COMPLETED_AT: Record<string, keyof StudentRow> = {
  Career: 'futureready_completed_at',
  Subject: 'uniready_completed_at',
  SubjectPart3: 'part_iii_completed_at',
  Learning: 'studystyle_completed_at',
};

type Raw = RawRosterRow;

const toRow = (r: Raw): StudentRow => {
  const registered = rawDate(r.registered_at);
  const verified = rawDate(r.verified_at);
  return {
    id: r.user_id ? String(r.user_id) : `entry-${Number(r.entry_id)}`,
    user_id: r.user_id ? String(r.user_id) : null,
    state: r.state as RosterState,
    rostered: Number(r.rostered) === 1,
    username: (r.username as string | null) ?? null,
    email: String(r.email),
    school_id: r.school_id === null || r.school_id === undefined ? null : Number(r.school_id),
    year_group: (r.year_group as string | null) ?? null,
    class_name: (r.class_name as string | null) ?? null,
    registered_at: registered,
    verified_at: verified,
    last_active_at: verified && registered && verified > registered ? verified : registered,
    futureready_completed_at: null,
    uniready_completed_at: null,
    part_iii_completed_at: null,
    studystyle_completed_at: null,
  };
};

const EXPORT_CHUNK = 500;

/**
 * The Students list is the school's roster (docs/product/coordinators.md, "Students"): each
 * rostered address with its account's state, and the students who came in by a domain; their
 * progress as dates, never answers or scores. Read on the replica like every list.
 */
@Injectable()
export class RosterListService {
  constructor(
    private readonly roster: RosterRepository,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(params: ListParams, user: AuthUser): Promise<Page<StudentRow>> {
    const [start, end] = params.range ?? [0, 24];
    const [raw, total] = await this.roster.page(
      this.query(params, user),
      this.sorted(params, user),
      start,
      end - start + 1,
    );
    const data = await this.withProgress(raw.map(toRow));
    return {
      data,
      start,
      end: data.length ? start + data.length - 1 : start,
      total,
    };
  }

  /** Every matching row in chunks; the query is built first so a bad sort is a 400. */
  all(params: ListParams, user: AuthUser): AsyncGenerator<StudentRow[]> {
    this.sorted(params, user);
    return this.chunks(params, user);
  }

  /** An export names people: it goes on the audit trail with its filter and sort. */
  exported(params: ListParams, actor: Actor): Promise<void> {
    return recordExport(this.audit, actor, 'students', params);
  }

  /** The export's rows as staff read them: the state and "rostered" in words. */
  csv(params: ListParams, user: AuthUser): AsyncGenerator<Record<string, unknown>[]> {
    return this.inWords(this.all(params, user));
  }

  private async *inWords(chunks: AsyncGenerator<StudentRow[]>) {
    for await (const rows of chunks) {
      yield rows.map((r) => ({
        ...r,
        state: ROSTER_STATE_LABELS[r.state],
        rostered: yesNo(r.rostered),
      }));
    }
  }

  private async *chunks(params: ListParams, user: AuthUser): AsyncGenerator<StudentRow[]> {
    for (let skip = 0; ; skip += EXPORT_CHUNK) {
      const raw = await this.roster.chunk(this.sorted(params, user), skip, EXPORT_CHUNK);
      if (!raw.length) return;
      yield await this.withProgress(raw.map(toRow));
      if (raw.length < EXPORT_CHUNK) return;
    }
  }

  private query(params: ListParams, user: AuthUser) {
    return this.roster.query(schoolScope(user), params.filter, this.clock.now());
  }

  private sorted(params: ListParams, user: AuthUser) {
    const [field, order] = params.sort ?? ['registered_at', 'DESC'];
    const column = ROSTER_SORT.get(field);
    if (!column) throw AppError.badRequest(`Cannot sort students by "${field}".`);
    return this.query(params, user)
      .select('r.*')
      .orderBy(column, order)
      .addOrderBy('r.user_id', order)
      .addOrderBy('r.entry_id', order);
  }

  /** The newest completion date and the last activity of each registered row, a page at a time. */
  async withProgress(rows: StudentRow[]): Promise<StudentRow[]> {
    const byId = new Map(rows.filter((r) => r.user_id).map((r) => [r.user_id!, r]));
    if (!byId.size) return rows;
    const progress = await this.roster.progress([...byId.keys()]);
    for (const p of progress) {
      const row = byId.get(p.user_id)!;
      const key = COMPLETED_AT[p.type];
      if (key) (row as Record<string, unknown>)[key] = rawDate(p.completed_at);
      const active = rawDate(p.active_at);
      if (active && (!row.last_active_at || active > row.last_active_at))
        row.last_active_at = active;
    }
    return rows;
  }
}

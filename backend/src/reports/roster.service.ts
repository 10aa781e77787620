import {
  hasForbiddenCharacters,
  RejectedLine,
  RosterLineResult,
  RosterLineStatus,
  RosterResult,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { assertTargetInScope, schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { LENGTH } from '../database/columns';
import { Transactions } from '../database/transactions';
import { knownSchool } from '../schools/known-school';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import {
  domainOf,
  normaliseEntry,
  OUTSIDE_SCHOOL,
  withinDomains,
} from '../whitelist/whitelist-rules';
import { parseRosterCsv, RosterLine } from './roster-csv';

export const ON_ANOTHER_SCHOOL = "This address is on another school's whitelist.";
export const GROUP_TOO_LONG = `Year group and class are at most ${LENGTH.rosterGroup} characters.`;
export const GROUP_CHARACTERS = 'Year group and class contain characters that are not allowed.';
export const DUPLICATE_LINE = 'This address is already on an earlier line.';
const CHUNK = 500;

type Accepted = {
  line: RosterLine;
  email: string;
  yearGroup: string | null;
  className: string | null;
};

/** A line the checks accepted, what it finds in the school, and what it will change. */
type Planned = Accepted & {
  entry: WhitelistEntry | undefined;
  student: User | undefined;
  status: Exclude<RosterLineStatus, 'refused'>;
  from: { yearGroup: string | null; className: string | null };
};

/**
 * Rostering import: each line whitelists a student's address for the school and records year
 * group and class, on the entry (copied at registration) and on the student if already
 * registered. `preview` answers per line what `import` would do and writes nothing; `import`
 * decides the same plan again inside its transaction (so it applies what the file says now, not
 * a stale preview) and applies it, with one audit row with the counts.
 */
@Injectable()
export class RosterService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  preview(csv: string, schoolIdInput: number | null | undefined, actor: Actor) {
    const lines = parseRosterCsv(csv);
    return this.transactions.run(async (m) => {
      const { planned, refused } = await this.plan(m, lines, schoolIdInput, actor);
      return this.result(planned, refused, 0);
    });
  }

  import(
    csv: string,
    schoolIdInput: number | null | undefined,
    actor: Actor,
  ): Promise<RosterResult> {
    const lines = parseRosterCsv(csv);
    return this.transactions.run(async (m) => {
      const { planned, refused, schoolId } = await this.plan(m, lines, schoolIdInput, actor);
      for (const p of planned) {
        if (p.entry && p.status === 'moved') {
          await m.update(WhitelistEntry, p.entry.id, {
            yearGroup: p.yearGroup,
            className: p.className,
          });
        }
      }
      const fresh = planned.filter((p) => !p.entry);
      const now = this.clock.now();
      for (let i = 0; i < fresh.length; i += CHUNK) {
        await m.insert(
          WhitelistEntry,
          fresh.slice(i, i + CHUNK).map((a) => ({
            type: 'email' as const,
            value: a.email,
            schoolId,
            addedBy: actor.user.id,
            yearGroup: a.yearGroup,
            className: a.className,
            createdAt: now,
          })),
        );
      }
      let studentsUpdated = 0;
      for (const p of planned) {
        if (!p.student) continue;
        await m.update(User, p.student.id, { yearGroup: p.yearGroup, className: p.className });
        studentsUpdated++;
      }
      const result = this.result(planned, refused, studentsUpdated);
      await this.audit.record(m, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: 'roster_import',
        resource: 'whitelist',
        after: {
          added: result.added,
          moved: result.moved,
          unchanged: result.unchanged,
          students_updated: result.students_updated,
          rejected: result.rejected.length,
        },
        ip: actor.ip,
        schoolId,
      });
      return result;
    });
  }

  /** Every line's outcome, in line order, and the counts. */
  private result(
    planned: Planned[],
    refused: RejectedLine[],
    studentsUpdated: number,
  ): RosterResult {
    const lines: RosterLineResult[] = [
      ...planned.map((p) => ({
        line: p.line.line,
        email: p.email,
        status: p.status,
        year_group: p.yearGroup,
        class_name: p.className,
        from_year_group: p.status === 'moved' ? p.from.yearGroup : null,
        from_class_name: p.status === 'moved' ? p.from.className : null,
        reason: null,
      })),
      ...refused.map((r) => ({
        line: r.line,
        email: r.value,
        status: 'refused' as const,
        year_group: null,
        class_name: null,
        from_year_group: null,
        from_class_name: null,
        reason: r.reason,
      })),
    ].sort((a, b) => a.line - b.line);
    const count = (status: RosterLineStatus) => lines.filter((l) => l.status === status).length;
    return {
      added: count('added'),
      moved: count('moved'),
      unchanged: count('unchanged'),
      already_present: planned.filter((p) => p.entry).length,
      students_updated: studentsUpdated,
      rejected: [...refused].sort((a, b) => a.line - b.line),
      lines,
    };
  }

  /** The school, the checks of each line, and what each accepted line finds in the school. */
  private async plan(
    m: EntityManager,
    lines: RosterLine[],
    schoolIdInput: number | null | undefined,
    actor: Actor,
  ) {
    assertTargetInScope(actor.user, schoolIdInput);
    const scope = schoolScope(actor.user);
    const schoolId = scope ?? (await knownSchool(m, schoolIdInput));
    const domains =
      scope === null
        ? null
        : (await m.findBy(WhitelistEntry, { schoolId: scope, type: 'domain' })).map((d) => d.value);
    const refused: RejectedLine[] = [];
    const accepted = this.check(lines, domains, refused);
    const entries = await this.inChunks(m, WhitelistEntry, accepted, (emails) => ({
      type: 'email' as const,
      value: In(emails),
    }));
    const users = await this.inChunks(m, User, accepted, (emails) => ({ email: In(emails) }));
    const entryOf = new Map(entries.map((e) => [e.value, e]));
    const studentOf = new Map(
      users.filter((u) => u.schoolId === schoolId).map((u) => [u.email, u]),
    );
    const planned: Planned[] = [];
    for (const a of accepted) {
      const entry = entryOf.get(a.email);
      if (entry && entry.schoolId !== schoolId) {
        refused.push({ line: a.line.line, value: a.line.email, reason: ON_ANOTHER_SCHOOL });
        continue;
      }
      const student = studentOf.get(a.email);
      const holder = student ?? entry;
      const from = {
        yearGroup: holder?.yearGroup ?? null,
        className: holder?.className ?? null,
      };
      const same =
        entry !== undefined &&
        (entry.yearGroup ?? null) === a.yearGroup &&
        (entry.className ?? null) === a.className &&
        (!student || (from.yearGroup === a.yearGroup && from.className === a.className));
      const status = !entry ? 'added' : same ? 'unchanged' : 'moved';
      planned.push({ ...a, entry, student, status, from });
    }
    return { planned, refused, schoolId };
  }

  /** The checks of one line: a valid address within the school's domains, short plain groups. */
  private check(
    lines: RosterLine[],
    domains: string[] | null,
    refused: RejectedLine[],
  ): Accepted[] {
    const seen = new Set<string>();
    const accepted: Accepted[] = [];
    for (const line of lines) {
      const refuse = (reason: string) =>
        refused.push({ line: line.line, value: line.email, reason });
      let email: string;
      try {
        email = normaliseEntry('email', line.email).value;
      } catch (error) {
        refuse((error as Error).message);
        continue;
      }
      if (domains && !withinDomains(domainOf({ type: 'email', value: email }), domains)) {
        refuse(OUTSIDE_SCHOOL);
        continue;
      }
      const groups = [line.yearGroup, line.className];
      if (groups.some((g) => g.length > LENGTH.rosterGroup)) {
        refuse(GROUP_TOO_LONG);
        continue;
      }
      if (groups.some((g) => hasForbiddenCharacters(g))) {
        refuse(GROUP_CHARACTERS);
        continue;
      }
      if (seen.has(email)) {
        refuse(DUPLICATE_LINE);
        continue;
      }
      seen.add(email);
      accepted.push({
        line,
        email,
        yearGroup: line.yearGroup || null,
        className: line.className || null,
      });
    }
    return accepted;
  }

  private async inChunks<E extends object>(
    m: EntityManager,
    entity: new () => E,
    accepted: Accepted[],
    where: (emails: string[]) => object,
  ): Promise<E[]> {
    const found: E[] = [];
    for (let i = 0; i < accepted.length; i += CHUNK) {
      const emails = accepted.slice(i, i + CHUNK).map((a) => a.email);
      found.push(...(await m.find(entity, { where: where(emails) as never })));
    }
    return found;
  }
}

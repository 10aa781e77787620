import { hasForbiddenCharacters } from '@aspire/domain';
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

export type RosterResult = {
  added: number;
  already_present: number;
  students_updated: number;
  rejected: { line: number; value: string; reason: string }[];
};

type Accepted = {
  line: RosterLine;
  email: string;
  yearGroup: string | null;
  className: string | null;
};

/**
 * Rostering import: each line whitelists a student's address for the school and
 * records year group and class, on the entry (copied at registration) and on the student if
 * already registered. One transaction, one audit row with the counts.
 */
@Injectable()
export class RosterService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  import(
    csv: string,
    schoolIdInput: number | null | undefined,
    actor: Actor,
  ): Promise<RosterResult> {
    const lines = parseRosterCsv(csv);
    return this.transactions.run(async (m) => {
      assertTargetInScope(actor.user, schoolIdInput);
      const scope = schoolScope(actor.user);
      const schoolId = scope ?? (await knownSchool(m, schoolIdInput));
      const domains =
        scope === null
          ? null
          : (await m.findBy(WhitelistEntry, { schoolId: scope, type: 'domain' })).map(
              (d) => d.value,
            );
      const result: RosterResult = {
        added: 0,
        already_present: 0,
        students_updated: 0,
        rejected: [],
      };
      const accepted = this.check(lines, domains, result);
      const existing = await this.inChunks(m, WhitelistEntry, accepted, (emails) => ({
        type: 'email' as const,
        value: In(emails),
      }));
      const byValue = new Map(existing.map((e) => [e.value, e]));
      const fresh: Accepted[] = [];
      for (const a of accepted) {
        const entry = byValue.get(a.email);
        if (!entry) fresh.push(a);
        else if (entry.schoolId !== schoolId) {
          result.rejected.push({
            line: a.line.line,
            value: a.line.email,
            reason: ON_ANOTHER_SCHOOL,
          });
        } else {
          result.already_present++;
          await m.update(WhitelistEntry, entry.id, {
            yearGroup: a.yearGroup,
            className: a.className,
          });
        }
      }
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
      result.added = fresh.length;
      result.students_updated = await this.updateStudents(m, accepted, schoolId, byValue);
      result.rejected.sort((a, b) => a.line - b.line);
      await this.audit.record(m, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: 'roster_import',
        resource: 'whitelist',
        after: {
          added: result.added,
          already_present: result.already_present,
          students_updated: result.students_updated,
          rejected: result.rejected.length,
        },
        ip: actor.ip,
        schoolId,
      });
      return result;
    });
  }

  /** The checks of one line: a valid address within the school's domains, short plain groups. */
  private check(lines: RosterLine[], domains: string[] | null, result: RosterResult): Accepted[] {
    const seen = new Set<string>();
    const accepted: Accepted[] = [];
    for (const line of lines) {
      const refuse = (reason: string) =>
        result.rejected.push({ line: line.line, value: line.email, reason });
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

  /** Students already registered with a rostered address of this school get its groups. */
  private async updateStudents(
    m: EntityManager,
    accepted: Accepted[],
    schoolId: number | null,
    entries: Map<string, WhitelistEntry>,
  ): Promise<number> {
    const ours = accepted.filter((a) => (entries.get(a.email)?.schoolId ?? schoolId) === schoolId);
    const users = await this.inChunks(m, User, ours, (emails) => ({ email: In(emails) }));
    const groups = new Map(ours.map((a) => [a.email, a]));
    let updated = 0;
    for (const user of users) {
      if (user.schoolId !== schoolId) continue;
      const a = groups.get(user.email)!;
      await m.update(User, user.id, { yearGroup: a.yearGroup, className: a.className });
      updated++;
    }
    return updated;
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

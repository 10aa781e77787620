import { Injectable } from '@nestjs/common';
import { Actor } from '../admin/actor.decorator';
import { schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { knownSchool } from '../schools/known-school';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import {
  DUPLICATE_ENTRY,
  normaliseEntry,
  OUTSIDE_SCHOOL,
  withinDomains,
} from '../whitelist/whitelist-rules';
import { RejectedSignup } from './entities/rejected-signup.entity';

export const REJECTED_NOT_FOUND = 'This rejected domain is no longer listed.';
export const CHOOSE_SCHOOL = 'Choose the school this domain belongs to.';

/** "Add this domain to the school" in one click: whitelisted, audited, forgotten. */
@Injectable()
export class RejectedSignupsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  addDomain(id: number, requestedSchool: number | null | undefined, actor: Actor) {
    return this.transactions.locked(RejectedSignup, { id }, async (m, row) => {
      if (!row) throw AppError.notFound(REJECTED_NOT_FOUND);
      const entry = normaliseEntry('domain', row.domain);
      const scope = schoolScope(actor.user);
      let schoolId: number | null;
      if (scope === null) {
        // A domain with no school admits students who belong to nobody: an admin names one.
        if (requestedSchool == null) throw AppError.badRequest(CHOOSE_SCHOOL);
        schoolId = await knownSchool(m, requestedSchool);
      } else {
        const domains = await m.findBy(WhitelistEntry, { schoolId: scope, type: 'domain' });
        if (
          !withinDomains(
            entry.value,
            domains.map((d) => d.value),
          )
        ) {
          throw AppError.forbidden(OUTSIDE_SCHOOL);
        }
        schoolId = scope;
      }
      if (await m.existsBy(WhitelistEntry, entry)) throw AppError.conflict(DUPLICATE_ENTRY);
      const now = this.clock.now();
      const { identifiers } = await m.insert(WhitelistEntry, {
        ...entry,
        schoolId,
        addedBy: null,
        createdAt: now,
      });
      await m.delete(RejectedSignup, row.id);
      const after = {
        id: identifiers[0].id as number,
        type: entry.type,
        value: entry.value,
        school_id: schoolId,
        rejected_attempts: row.attempts,
      };
      await this.audit.record(m, {
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: 'add_rejected_domain',
        resource: 'whitelist',
        resourceId: after.id,
        after,
        ip: actor.ip,
        schoolId,
      });
      return { message: `${entry.value} was added to the whitelist.`, ...after };
    });
  }
}

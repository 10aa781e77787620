import { subtractCompletedSessions } from '../assessments/scale-sums.repository';
import { ACCOUNT_DELETED } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { EmailToken } from '../auth/entities/email-token.entity';
import { SessionCache } from '../auth/jwt/session-cache';
import { emailKey, recoveryKey } from '../auth/limits/auth-limits.service';
import { AppError } from '../common/app-error';
import { Transactions } from '../database/transactions';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { like } from '../admin/admin-resource';
import { TeamInvitation } from '../teams/entities/team-invitation.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { User } from './entities/user.entity';
import { anonymiseTrail, Identity, identityInTrail } from './erasure-audit';
import { NormCohortCache } from '../assessments/norm-cohort-cache';
import { PersonalDataRepository } from './personal-data.repository';

/** What a deleted account's name reads in texts written for others. */
export const ERASED_NAME = 'a former member';

/**
 * Who asked for the erasure: the student themself, staff with a reason, or a scheduled job
 * (`system`, recorded as the reason, with no actor).
 */
export type Eraser = {
  id: string;
  email: string;
  ip?: string | null;
  reason?: string;
  system?: 'retention';
};

/**
 * "Delete This Account" (GDPR Art. 17), in one transaction under the user's row lock: the user row
 * goes, and with it (ON DELETE CASCADE) answers, completions, insights, materials, team rows,
 * posts, tokens. What the foreign keys do not reach is erased here, for every address the account
 * ever had: mail, limit rows, whitelist entries and team invitations of those addresses, the
 * invitations of friends who never registered; the audit trail keeps its rows, anonymised. It
 * reaches other modules' tables on purpose, through the locked transaction's manager: one person's
 * erasure is one cross-module transaction (docs/decisions/0004-each-module-owns-its-data.md).
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly sessions: SessionCache,
    private readonly cohorts: NormCohortCache,
    private readonly personal: PersonalDataRepository,
  ) {}

  async erase(caller: Eraser, userId: string, check?: (user: User) => void) {
    await this.transactions.locked(User, { id: userId }, async (m, user) => {
      if (!user) throw AppError.notFound('User not found.');
      check?.(user);
      const who = await identityInTrail(this.personal, m, user.id, user);
      const pending = await m.findBy(EmailToken, { userId: user.id });
      for (const token of pending) if (token.newEmail) who.addresses.push(token.newEmail);
      await this.eraseAddresses(m, who);
      await m.delete(AuthLimit, { action: 'recover', subject: recoveryKey(user.username) });
      await this.eraseNames(m, who);
      // A student's entries are invitations of friends; staff entries are the school's list.
      const friends = user.role === 'user' ? await this.unusedInvitations(m, user.id) : [];
      if (friends.length) await m.delete(WhitelistEntry, { id: In(friends.map((f) => f.id)) });
      await anonymiseTrail(
        this.personal,
        m,
        who,
        friends.map((f) => f.value),
      );
      // Scale health's sums lose this student's sessions before their answers go.
      await subtractCompletedSessions(m, user.id);
      await m.delete(User, user.id);
      const self = caller.id === user.id;
      const reason = caller.system ? `${caller.system}: never verified` : caller.reason;
      await this.audit.record(m, {
        actorId: self ? null : caller.id,
        actorEmail: self ? null : caller.email,
        action: 'account_deleted',
        resource: 'users',
        resourceId: user.id,
        after: reason ? { reason } : null,
        ip: self ? null : (caller.ip ?? null),
        schoolId: user.schoolId,
      });
    });
    // The account's tokens: refused here at once, elsewhere within SESSION_CACHE_MS.
    this.sessions.revokeUser(userId);
    // Their sessions left the norm groups: this instance's copies go at once (NormCohortCache).
    this.cohorts.changed();
    return { message: ACCOUNT_DELETED };
  }

  /** Rows keyed on any address the account had, whoever wrote them. */
  private async eraseAddresses(m: EntityManager, who: Identity) {
    const addresses = who.addresses;
    await m.delete(MailOutbox, { toAddress: In(addresses) });
    await m.delete(AuthLimit, { subject: In([who.id, ...addresses.map(emailKey)]) });
    await m.delete(TeamInvitation, { inviteeEmail: In(addresses) });
    await m.delete(WhitelistEntry, { type: 'email', value: In(addresses) });
  }

  /**
   * Texts written for other people that name the account: a friend's "… invited you" note and a
   * team's feedback. The name becomes ERASED_NAME; the rest of the text stays theirs.
   */
  private async eraseNames(m: EntityManager, who: Identity) {
    for (const name of who.usernames) {
      await this.personal.replaceName(m, name, like(name), ERASED_NAME);
    }
  }

  /**
   * Friends this student invited who have not registered
   * (docs/decisions/0030-data-export-and-erasure.md).
   */
  private async unusedInvitations(m: EntityManager, userId: string) {
    const invited = await m.findBy(WhitelistEntry, { addedBy: userId, type: 'email' });
    if (!invited.length) return [];
    const registered = await m.findBy(User, { email: In(invited.map((e) => e.value)) });
    const taken = new Set(registered.map((u) => u.email));
    return invited.filter((e) => !taken.has(e.value));
  }
}

import {
  INVITE_LIMIT,
  INVITE_WINDOW_MS,
  inviteLimitMessage,
  normaliseEmail,
  windowEnd,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { WhitelistService } from './whitelist.service';

@Injectable()
export class InvitationsService {
  constructor(
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
    private readonly transactions: Transactions,
    private readonly whitelist: WhitelistService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private recent(userId: string, manager: EntityManager = this.entries.manager) {
    const since = new Date(this.clock.now().getTime() - INVITE_WINDOW_MS);
    return manager.find(WhitelistEntry, {
      where: { addedBy: userId, createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
    });
  }

  async count(caller: AuthUser) {
    const emailCount = (await this.recent(caller.id)).length;
    return { emailCount, limitReached: !isAdmin(caller) && emailCount >= INVITE_LIMIT };
  }

  /** When the next invitation frees up (null while one is free). */
  async earliest(caller: AuthUser, userId: string) {
    const recent = await this.recent(userId);
    if (isAdmin(caller) || recent.length < INVITE_LIMIT) return { earliestDate: null };
    return { earliestDate: nextFree(recent) };
  }

  /** Counted and written under the inviter's row lock: 10 parallel invites add exactly 2. */
  async invite(caller: AuthUser, rawEmail: string, ip: string) {
    const email = normaliseEmail(rawEmail);
    await this.transactions.locked(User, { id: caller.id }, async (manager, inviter) => {
      if (!inviter) throw AppError.notFound('User not found.');
      const recent = await this.recent(caller.id, manager);
      if (!isAdmin(caller) && recent.length >= INVITE_LIMIT) {
        throw AppError.forbidden(inviteLimitMessage(nextFree(recent)));
      }
      if (await this.whitelist.findMatch(email, manager))
        throw AppError.conflict('This email is already whitelisted.');
      const entry = await manager.save(
        manager.create(WhitelistEntry, {
          type: 'email',
          value: email,
          schoolId: inviter.schoolId,
          addedBy: caller.id,
          createdAt: this.clock.now(),
        }),
      );
      await this.audit.record(manager, {
        actorId: caller.id,
        actorEmail: caller.email,
        action: 'invite',
        resource: 'whitelist',
        resourceId: entry.id,
        after: { type: 'email', value: email },
        ip,
        schoolId: inviter.schoolId,
      });
    });
    return { message: `${email} can now register.` };
  }
}

/** When the oldest invitation in the window leaves it. */
const nextFree = (recent: WhitelistEntry[]): Date =>
  windowEnd(recent[0].createdAt, INVITE_WINDOW_MS);

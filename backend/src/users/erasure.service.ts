import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { emailKey } from '../auth/limits/auth-limits.service';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { User } from './entities/user.entity';

/**
 * "Delete This Account" (GDPR Art. 17), in one transaction: the user row goes, and with it
 * (ON DELETE CASCADE) answers, completions, insights, materials, team rows, posts, tokens.
 * What the foreign keys do not reach is erased here; the audit trail keeps only an anonymised row.
 */
@Injectable()
export class ErasureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async erase(caller: AuthUser, userId: string) {
    await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneByOrFail(User, { id: userId });
      await manager.delete(MailOutbox, { toAddress: user.email });
      await manager.delete(AuthLimit, {
        action: In(['login', 'register', 'forgot', 'resend']),
        subject: emailKey(user.email),
      });
      // The student's own address, if a friend invited it; staff-made entries stay.
      await manager
        .createQueryBuilder()
        .delete()
        .from(WhitelistEntry)
        .where("type = 'email' AND value = :email AND added_by IS NOT NULL", { email: user.email })
        .execute();
      await manager.update(AuditLog, { actorId: userId }, { actorEmail: null });
      await manager.delete(User, userId);
      await this.audit.record(manager, {
        actorId: caller.id === userId ? null : caller.id,
        actorEmail: caller.id === userId ? null : caller.email,
        action: 'account_deleted',
        resource: 'users',
        resourceId: userId,
        ip: null,
        schoolId: user.schoolId,
      });
    });
    return { message: 'Account deleted successfully' };
  }
}

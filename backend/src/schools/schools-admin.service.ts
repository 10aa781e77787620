import {
  cleanSchoolName,
  schoolInUseMessage,
  schoolNameKey,
  schoolNameTaken,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, Not, QueryFailedError } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { isDuplicateKey } from '../database/duplicate-key';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { NAME_RULE, SchoolBodyDto } from './dto/school-body.dto';
import { School } from './entities/school.entity';
import { toAdminSchool } from './schools-admin.resource';
import { SchoolsRepository } from './schools.repository';

const nameOf = (body: SchoolBodyDto): string => {
  const name = typeof body.name === 'string' ? cleanSchoolName(body.name) : '';
  if (!name) throw AppError.badRequest(NAME_RULE);
  return name;
};

/** Two requests with the same name at once: the unique key decides, the loser hears why. */
const nameTakenOnDuplicate =
  (name: string) =>
  (error: unknown): never => {
    if (error instanceof QueryFailedError && isDuplicateKey(error)) {
      throw AppError.conflict(schoolNameTaken(name));
    }
    throw error;
  };

/** The back-office's school writes: checked, written and audited in one transaction each. */
@Injectable()
export class SchoolsAdminService {
  constructor(
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
    private readonly rows: SchoolsRepository,
  ) {}

  create(body: SchoolBodyDto, actor: Actor) {
    const name = nameOf(body);
    const nameKey = schoolNameKey(name);
    return this.transactions
      .run(async (m) => {
        if (await m.existsBy(School, { nameKey })) throw AppError.conflict(schoolNameTaken(name));
        const saved = await m.save(
          m.create(School, { name, nameKey, createdAt: this.clock.now() }),
        );
        const after = await this.find(saved.id, m);
        await this.audit.recordChange(m, actor, {
          action: 'create',
          resource: 'schools',
          id: saved.id,
          before: null,
          after,
          schoolId: saved.id,
        });
        return after;
      })
      .catch(nameTakenOnDuplicate(name));
  }

  update(id: number, body: SchoolBodyDto, actor: Actor) {
    const name = nameOf(body);
    const nameKey = schoolNameKey(name);
    return this.transactions
      .run(async (m) => {
        const before = await this.find(id, m);
        if (await m.existsBy(School, { nameKey, id: Not(id) })) {
          throw AppError.conflict(schoolNameTaken(name));
        }
        await m.update(School, id, { name, nameKey });
        const after = await this.find(id, m);
        await this.audit.recordChange(m, actor, {
          action: 'update',
          resource: 'schools',
          id,
          before,
          after,
          schoolId: id,
        });
        return after;
      })
      .catch(nameTakenOnDuplicate(name));
  }

  remove(id: number, actor: Actor) {
    // The school's row lock orders this against anything joining the school at the same moment
    // (on MariaDB a new user's foreign key check waits for it), so nobody is left school-less.
    return this.transactions.locked(School, { id }, async (m) => {
      const before = await this.find(id, m);
      const users = await m.countBy(User, { schoolId: id });
      const domains = await m.countBy(WhitelistEntry, { schoolId: id, type: 'domain' });
      const addresses = await m.countBy(WhitelistEntry, { schoolId: id, type: 'email' });
      if (users + domains + addresses > 0) {
        throw AppError.conflict(schoolInUseMessage(users, domains, addresses));
      }
      await m.delete(School, id);
      await this.audit.recordChange(m, actor, {
        action: 'delete',
        resource: 'schools',
        id,
        before,
        after: null,
        schoolId: id,
      });
      return before;
    });
  }

  /** One school as the back-office reads it; on `m` inside the caller's transaction. */
  async find(id: number, m?: EntityManager) {
    const school = await this.rows.findWithCounts(id, m);
    if (!school) throw AppError.notFound('School not found.');
    return toAdminSchool(school);
  }
}

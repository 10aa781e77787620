import type { WhitelistImportResult } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { assertInScope, assertTargetInScope, schoolScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { Actor } from '../admin/actor.decorator';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { WhitelistEntry } from './entities/whitelist-entry.entity';
import { knownSchool } from '../schools/known-school';
import { toWhitelistResponse } from './whitelist-admin.resource';
import { importSummary } from './import-summary';
import { parseWhitelistCsv } from './whitelist-csv';
import {
  domainOf,
  DUPLICATE_ENTRY,
  normaliseEntry,
  OUTSIDE_SCHOOL,
  withinDomains,
} from './whitelist-rules';

/** Whitelist changes from the back-office; each writes its audit row in the same transaction. */
@Injectable()
export class WhitelistAdminService {
  constructor(
    /** For transactions only: each change writes the entry and its audit row together. */
    private readonly dataSource: DataSource,
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async get(id: number, user: AuthUser) {
    const entry = await this.find(this.entries.manager, id);
    assertInScope(user, entry.schoolId);
    return toWhitelistResponse(entry);
  }

  /**
   * The whitelist as plain string lists (docs/product/coordinators.md, "The whitelist"), sorted.
   */
  async values(type: 'domain' | 'email'): Promise<string[]> {
    const rows = await this.entries.find({
      where: { type },
      order: { value: 'ASC' },
      select: { value: true },
    });
    return rows.map((r) => r.value);
  }

  async removeValue(body: { type: unknown; value: unknown }, actor: Actor) {
    const entry = normaliseEntry(body.type, body.value);
    const found = await this.entries.findOneBy(entry);
    if (!found) throw AppError.notFound('This entry is not on the whitelist.');
    return this.remove(found.id, actor);
  }

  async create(body: { type: unknown; value: unknown; school_id?: number | null }, actor: Actor) {
    const entry = normaliseEntry(body.type, body.value);
    return this.dataSource.transaction(async (manager) => {
      const schoolId = await this.targetSchool(
        manager,
        actor.user,
        body.school_id,
        domainOf(entry),
      );
      if (await manager.existsBy(WhitelistEntry, entry)) throw AppError.conflict(DUPLICATE_ENTRY);
      const saved = await manager.save(
        manager.create(WhitelistEntry, {
          ...entry,
          schoolId,
          addedBy: actor.user.id,
          createdAt: this.clock.now(),
        }),
      );
      const after = toWhitelistResponse(await this.find(manager, saved.id));
      await this.audit.recordChange(manager, actor, {
        action: 'create',
        resource: 'whitelist',
        id: saved.id,
        before: null,
        after,
        schoolId,
      });
      return after;
    });
  }

  async update(id: number, body: { school_id?: number | null }, actor: Actor) {
    if (actor.user.role !== 'admin') throw AppError.forbidden('Only admins can move entries.');
    return this.dataSource.transaction(async (manager) => {
      const before = toWhitelistResponse(await this.find(manager, id));
      // A body without school_id changes nothing (it never means "no school").
      if (body.school_id === undefined) return before;
      const schoolId = await knownSchool(manager, body.school_id);
      await manager.update(WhitelistEntry, id, { schoolId });
      const after = toWhitelistResponse(await this.find(manager, id));
      await this.audit.recordChange(manager, actor, {
        action: 'update',
        resource: 'whitelist',
        id,
        before,
        after,
        schoolId,
      });
      return after;
    });
  }

  async remove(id: number, actor: Actor) {
    return this.dataSource.transaction(async (manager) => {
      const entry = await this.find(manager, id);
      assertInScope(actor.user, entry.schoolId);
      const before = toWhitelistResponse(entry);
      await manager.delete(WhitelistEntry, id);
      await this.audit.recordChange(manager, actor, {
        action: 'delete',
        resource: 'whitelist',
        id,
        before,
        after: null,
        schoolId: entry.schoolId,
      });
      return before;
    });
  }

  /** Bulk import: every row is checked like a single add; one audit row lists what went in. */
  async import(
    csv: string,
    schoolIdInput: number | null | undefined,
    actor: Actor,
  ): Promise<WhitelistImportResult> {
    const rows = parseWhitelistCsv(csv);
    return this.dataSource.transaction(async (manager) => {
      assertTargetInScope(actor.user, schoolIdInput);
      const scope = schoolScope(actor.user);
      const schoolId = scope ?? (await knownSchool(manager, schoolIdInput));
      const schoolDomains = scope === null ? null : await this.domainsOf(manager, scope);
      const existing = new Set(
        (await manager.find(WhitelistEntry, { select: { type: true, value: true } })).map(
          (e) => `${e.type}:${e.value}`,
        ),
      );
      const result: WhitelistImportResult = { added: 0, skipped: 0, rejected: [] };
      const accepted: { type: 'domain' | 'email'; value: string }[] = [];
      for (const row of rows) {
        try {
          const entry = normaliseEntry(
            row.type ?? (row.value.includes('@') ? 'email' : 'domain'),
            row.value,
          );
          if (schoolDomains && !withinDomains(domainOf(entry), schoolDomains)) {
            throw AppError.forbidden(OUTSIDE_SCHOOL);
          }
          if (existing.has(`${entry.type}:${entry.value}`)) {
            result.skipped++;
            continue;
          }
          existing.add(`${entry.type}:${entry.value}`);
          accepted.push(entry);
        } catch (error) {
          result.rejected.push({
            line: row.line,
            value: row.value,
            reason: (error as Error).message,
          });
        }
      }
      if (accepted.length) {
        const now = this.clock.now();
        await manager.insert(
          WhitelistEntry,
          accepted.map((e) => ({ ...e, schoolId, addedBy: actor.user.id, createdAt: now })),
        );
      }
      result.added = accepted.length;
      await this.audit.recordChange(manager, actor, {
        action: 'import',
        resource: 'whitelist',
        id: null,
        before: null,
        after: importSummary(
          accepted.map((e) => e.value),
          result,
        ),
        schoolId,
      });
      return result;
    });
  }

  /** Admins choose the school; a coordinator's entries always belong to their school's domains. */
  private async targetSchool(
    manager: EntityManager,
    user: AuthUser,
    requested: number | null | undefined,
    domain: string,
  ): Promise<number | null> {
    const scope = schoolScope(user);
    if (scope === null) return knownSchool(manager, requested);
    if (!withinDomains(domain, await this.domainsOf(manager, scope))) {
      throw AppError.forbidden(OUTSIDE_SCHOOL);
    }
    return scope;
  }

  private async domainsOf(manager: EntityManager, schoolId: number): Promise<string[]> {
    const rows = await manager.findBy(WhitelistEntry, { schoolId, type: 'domain' });
    return rows.map((r) => r.value);
  }

  private async find(manager: EntityManager, id: number): Promise<WhitelistEntry> {
    const entry = await manager.findOne(WhitelistEntry, {
      where: { id },
      relations: { school: true, addedByUser: true },
    });
    if (!entry) throw AppError.notFound('Whitelist entry not found.');
    return entry;
  }
}

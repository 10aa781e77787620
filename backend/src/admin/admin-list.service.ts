import { Injectable } from '@nestjs/common';
import { ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { onRunner, ReadReplica } from '../database/read-replica';
import { AuditService } from '../audit/audit.service';
import { Actor } from './actor.decorator';
import { AdminResource } from './admin-resource';
import { recordExport } from './export-audit';
import { ListParams } from './list-query';

export type Page<R> = { data: R[]; start: number; end: number; total: number };

const EXPORT_CHUNK = 500;

/**
 * One chunk of an export. When every join is to-one (a user's school, a question's facet), a row
 * is an entity and the chunk is a plain `LIMIT … OFFSET`; TypeORM's `skip/take` would wrap the
 * query in `SELECT DISTINCT … ORDER BY` over a derived table (needed only when a to-many join
 * repeats the entity), which MySQL/MariaDB sort in full.
 */
function chunk<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  start: number,
  size: number,
): SelectQueryBuilder<T> {
  return qb.expressionMap.joinAttributes.some((join) => join.isMany)
    ? qb.skip(start).take(size)
    : qb.offset(start).limit(size);
}

/**
 * Keeps only the joins the query's filters or sort name: MariaDB does not read an ORDER BY …
 * LIMIT from an index once a table is joined, even a left join it then eliminates, and a count
 * needs no table it does not filter on.
 */
function withOnlyUsedJoins<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): void {
  const used = JSON.stringify([qb.expressionMap.wheres, qb.expressionMap.orderBys]);
  qb.expressionMap.joinAttributes = qb.expressionMap.joinAttributes.filter((join) =>
    new RegExp(`\\b${join.alias.name}\\.`).test(used),
  );
}

/**
 * Sorting, paging and filtering for every react-admin list, and the chunks of an export; read
 * on the replica when DATABASE_READ_URL is set (a list may lag a write by the replication delay).
 */
@Injectable()
export class AdminListService {
  constructor(
    private readonly replica: ReadReplica,
    private readonly audit: AuditService,
  ) {}

  /** Records an export of a list whose rows name people; others are not audited. */
  async exported<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    actor: Actor,
  ): Promise<void> {
    if (resource.personal) await recordExport(this.audit, actor, resource.name, params);
  }

  async list<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): Promise<Page<R>> {
    const qb = this.prepare(resource, params, user);
    const [start, end] = params.range ?? [0, 24];
    const size = end - start + 1;
    const [rows, total] = await this.replica.read(async (runner) => {
      if (runner) {
        // One replica connection: its statements go one after the other.
        const total = await this.count(qb, runner);
        const rows = total > start ? await this.page(resource, qb, user, start, size, runner) : [];
        return [rows, total] as const;
      }
      // On the primary each statement takes a pooled connection of its own: the count and the
      // page are independent reads, so the list waits for the longer one, not their sum (issue
      // 14 P7: the count of a role is most of the list's time at 100,000 users).
      const [total, rows] = await Promise.all([
        this.count(qb),
        this.page(resource, qb, user, start, size),
      ]);
      return [total > start ? rows : [], total] as const;
    });
    const data = rows.map(resource.toResponse);
    return {
      data: resource.decorate ? await resource.decorate(data) : data,
      start,
      end: rows.length ? start + rows.length - 1 : start,
      total,
    };
  }

  /**
   * Every matching row, read in chunks so an export never holds the whole table. The query is
   * built once first, so a bad sort or filter is refused before the download starts (once the
   * stream has begun, an error can no longer become a 400).
   */
  all<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): AsyncGenerator<R[]> {
    this.prepare(resource, params, user);
    return this.chunks(resource, params, user);
  }

  private async *chunks<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): AsyncGenerator<R[]> {
    for (let skip = 0; ; skip += EXPORT_CHUNK) {
      const rows = await this.replica.read((runner) =>
        onRunner(chunk(this.prepare(resource, params, user), skip, EXPORT_CHUNK), runner).getMany(),
      );
      if (!rows.length) return;
      const data = rows.map(resource.toResponse);
      yield resource.decorate ? await resource.decorate(data) : data;
      if (rows.length < EXPORT_CHUNK) return;
    }
  }

  /**
   * The list's total. With only to-one joins every row is one entity, so `COUNT(*)` over the
   * joins a filter names counts it; TypeORM's `getCount` sends `COUNT(DISTINCT id)` over every
   * join, which MariaDB answers by collecting every id (0.4–0.8 s for 84,000 of
   * 100,000 users, against 0.06–0.15 s for `COUNT(*)` from the covering index). Lists with a
   * to-many join keep `getCount`.
   */
  private async count<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    runner?: QueryRunner,
  ): Promise<number> {
    if (qb.expressionMap.joinAttributes.some((join) => join.isMany))
      return onRunner(qb, runner).getCount();
    const count = onRunner(qb.clone(), runner).select('COUNT(*)', 'cnt').orderBy();
    withOnlyUsedJoins(count);
    const row = await count.getRawOne<{ cnt: string | number }>();
    return Number(row?.cnt ?? 0);
  }

  /**
   * The page's ids first, from the sort's index alone (no filesort on a list's default
   * sort, at any table size: a covering index is never dearer than the table), then those rows
   * with their to-one joins, put back in the ids' order. The ids query keeps only the joins a
   * filter or the sort names: MariaDB does not read an ORDER BY … LIMIT from an index once a
   * table is joined, even a left join it then eliminates.
   */
  private async page<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    qb: SelectQueryBuilder<T>,
    user: AuthUser,
    start: number,
    size: number,
    runner?: QueryRunner,
  ): Promise<T[]> {
    if (qb.expressionMap.joinAttributes.some((join) => join.isMany))
      return qb.skip(start).take(size).getMany();
    const page = onRunner(qb.clone(), runner)
      .select(`${qb.alias}.id`, 'id')
      .offset(start)
      .limit(size);
    withOnlyUsedJoins(page);
    const ids = (await page.getRawMany<{ id: string | number }>()).map((r) => r.id);
    if (!ids.length) return [];
    const rows = await onRunner(resource.query(user), runner).andWhereInIds(ids).getMany();
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    return ids.map((id) => byId.get(String(id))).filter((row): row is T => !!row);
  }

  private prepare<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): SelectQueryBuilder<T> {
    const qb = resource.query(user);
    resource.filter(qb, params.filter);
    const [field, order] = params.sort ?? resource.defaultSort;
    const sortable = resource.sortableFor?.(user) ?? resource.sortable;
    const column = sortable.get(field);
    if (!column) throw AppError.badRequest(`Cannot sort ${resource.name} by "${field}".`);
    qb.orderBy(column, order);
    if (column !== `${qb.alias}.id`) qb.addOrderBy(`${qb.alias}.id`, order);
    return qb;
  }
}

import { Injectable } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { AdminResource } from './admin-resource';
import { ListParams } from './list-query';

export type Page<R> = { data: R[]; start: number; end: number; total: number };

const EXPORT_CHUNK = 500;

/** Sorting, paging and filtering for every react-admin list, and the chunks of an export. */
@Injectable()
export class AdminListService {
  async list<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): Promise<Page<R>> {
    const qb = this.prepare(resource, params, user);
    const [start, end] = params.range ?? [0, 24];
    const [rows, total] = await qb
      .skip(start)
      .take(end - start + 1)
      .getManyAndCount();
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
      const rows = await this.prepare(resource, params, user)
        .skip(skip)
        .take(EXPORT_CHUNK)
        .getMany();
      if (!rows.length) return;
      const data = rows.map(resource.toResponse);
      yield resource.decorate ? await resource.decorate(data) : data;
      if (rows.length < EXPORT_CHUNK) return;
    }
  }

  private prepare<T extends ObjectLiteral, R>(
    resource: AdminResource<T, R>,
    params: ListParams,
    user: AuthUser,
  ): SelectQueryBuilder<T> {
    const qb = resource.query(user);
    resource.filter(qb, params.filter);
    const [field, order] = params.sort ?? resource.defaultSort;
    const column = resource.sortable.get(field);
    if (!column) throw AppError.badRequest(`Cannot sort ${resource.name} by "${field}".`);
    qb.orderBy(column, order);
    if (column !== `${qb.alias}.id`) qb.addOrderBy(`${qb.alias}.id`, order);
    return qb;
  }
}

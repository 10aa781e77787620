import { Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ObjectLiteral } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { AdminListService } from './admin-list.service';
import { AdminResource } from './admin-resource';
import { withContentRange } from './content-range';
import { sendCsv } from './csv-export';
import { ListQuery, parseListQuery } from './list-query';

/**
 * The two read routes every react-admin resource has: the paged list (with Content-Range) and
 * the streamed CSV export of the same filtered list. Resource controllers extend it.
 */
export abstract class AdminReadController<T extends ObjectLiteral, R> {
  protected abstract readonly resource: AdminResource<T, R>;

  constructor(protected readonly lists: AdminListService) {}

  @Get()
  async list(
    @Query() query: ListQuery,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const page = await this.lists.list(this.resource, parseListQuery(query), user);
    return withContentRange(reply, this.resource.name, page);
  }

  @Get('export.csv')
  export(@Query() query: ListQuery, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const rows = this.lists.all(this.resource, parseListQuery(query), user);
    return sendCsv(reply, `${this.resource.name}.csv`, this.resource.csv, rows);
  }
}

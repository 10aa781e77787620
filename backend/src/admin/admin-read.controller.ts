import { Get, Query, Res, Type } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ObjectLiteral } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Answers, AnswersCsv } from '../common/dto/responses';
import { Actor, CurrentActor } from './actor.decorator';
import { AdminListService } from './admin-list.service';
import { AdminResource } from './admin-resource';
import { withContentRange } from './content-range';
import { sendCsv } from './csv-export';
import { ListQuery, parseListQuery } from './list-query';

/**
 * The two read routes every react-admin resource has: the paged list (with Content-Range) and
 * the streamed CSV export of the same filtered list. Resource controllers extend the class made
 * for their row type, so each list documents its own rows:
 * `extends AdminReadController(AdminSchoolResponse)<School, AdminSchool>`.
 */
export function AdminReadController(row: Type<unknown>) {
  abstract class AdminRead<T extends ObjectLiteral, R> {
    protected abstract readonly resource: AdminResource<T, R>;

    constructor(protected readonly lists: AdminListService) {}

    @Get()
    @Answers([row])
    @ApiResponse({
      status: 200,
      headers: { 'Content-Range': { description: 'e.g. `questions 0-24/319`' } },
    })
    async list(
      @Query() query: ListQuery,
      @CurrentUser() user: AuthUser,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      const page = await this.lists.list(this.resource, parseListQuery(query), user);
      return withContentRange(reply, this.resource.name, page);
    }

    @Get('export.csv')
    @AnswersCsv()
    async export(
      @Query() query: ListQuery,
      @CurrentActor() actor: Actor,
      @Res() reply: FastifyReply,
    ) {
      const params = parseListQuery(query);
      const rows = this.lists.all(this.resource, params, actor.user);
      await this.lists.exported(this.resource, params, actor);
      const readable = this.resource.csvRow;
      const cells = readable
        ? (async function* () {
            for await (const chunk of rows)
              yield chunk.map((row) => ({ ...row, ...readable(row) }));
          })()
        : rows;
      return sendCsv(reply, `${this.resource.name}.csv`, this.resource.csv, cells);
    }
  }
  return AdminRead;
}

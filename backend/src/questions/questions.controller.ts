import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { ForScope } from '../auth/decorators/scope.decorator';
import { SignedIn } from '../auth/decorators/owner.decorator';
import { CacheBustQuery, QuestionsQuery } from './dto/questions.query';
import { QuestionBodyDto } from './dto/question-body.dto';
import { QuestionBankService } from './question-bank.service';
import { QuestionsAdminService } from './questions-admin.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  AdminQuestionResponse,
  ServedQuestionResponse,
  UpdatedQuestionResponse,
} from './dto/question.responses';

/**
 * The test's question list, and the admin question manager's own calls
 * (docs/product/coordinators.md, "Admins only").
 */
@ApiTags('questions')
@Controller('questions')
export class QuestionsController {
  constructor(
    private readonly bank: QuestionBankService,
    private readonly admin: QuestionsAdminService,
  ) {}

  /** Any signed-in user; served from a per-status cache with an ETag. */
  @SignedIn()
  @Get()
  @Answers([ServedQuestionResponse])
  async list(
    @Query() query: QuestionsQuery,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ) {
    const { etag, body } = await this.bank.served(query.status);
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (ifNoneMatch === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }

  @Auth('admin')
  @ForScope('backoffice')
  @Post()
  @Answers(AdminQuestionResponse, 201)
  create(@Body() body: QuestionBodyDto, @CurrentActor() actor: Actor) {
    return this.admin.create(body, actor);
  }

  @Auth('admin')
  @ForScope('backoffice')
  @Put(':id')
  @Answers(UpdatedQuestionResponse)
  async update(
    @Param('id', IdPipe) id: number,
    @Query() _query: CacheBustQuery,
    @Body() body: QuestionBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    return { updatedQuestion: await this.admin.update(id, body, actor) };
  }

  @Auth('admin')
  @ForScope('backoffice')
  @Delete(':id')
  @Answers(MessageResponse)
  async remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    await this.admin.remove(id, actor);
    return { message: 'Question deleted successfully' };
  }
}

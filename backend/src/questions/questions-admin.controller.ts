import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { QuestionBodyDto } from './dto/question-body.dto';
import { Question } from './entities/question.entity';
import { AdminQuestion } from './question-response';
import { QuestionsAdminRepository } from './questions-admin.repository';
import { questionsResource } from './questions-admin.resource';
import { QuestionsAdminService } from './questions-admin.service';
import { Answers } from '../common/dto/responses';
import { AdminQuestionResponse } from './dto/question.responses';

@ApiTags('admin')
@Auth('admin')
@Controller('admin/questions')
export class QuestionsAdminController extends AdminReadController(AdminQuestionResponse)<
  Question,
  AdminQuestion
> {
  protected readonly resource;

  constructor(
    rows: QuestionsAdminRepository,
    lists: AdminListService,
    private readonly service: QuestionsAdminService,
  ) {
    super(lists);
    this.resource = questionsResource(rows);
  }

  @Get(':id')
  @Answers(AdminQuestionResponse)
  get(@Param('id', IdPipe) id: number) {
    return this.service.get(id);
  }

  @Post()
  @Answers(AdminQuestionResponse, 201)
  create(@Body() body: QuestionBodyDto, @CurrentActor() actor: Actor) {
    return this.service.create(body, actor);
  }

  @Post(':id/copy')
  @Answers(AdminQuestionResponse, 201)
  copy(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.service.copy(id, actor);
  }

  @Put(':id')
  @Answers(AdminQuestionResponse)
  update(
    @Param('id', IdPipe) id: number,
    @Body() body: QuestionBodyDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.service.update(id, body, actor);
  }

  @Delete(':id')
  @Answers(AdminQuestionResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentActor() actor: Actor) {
    return this.service.remove(id, actor);
  }
}

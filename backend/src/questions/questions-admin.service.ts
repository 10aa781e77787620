import { checkQuestionFacet } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { QuestionBankService } from './question-bank.service';
import { parseQuestionFields, QuestionFields, QuestionInput } from './question-input';
import { AdminQuestion, toAdminQuestion } from './question-response';

/** Question bank changes: validated, audited and cache-invalidating, in one transaction each. */
@Injectable()
export class QuestionsAdminService {
  constructor(
    @InjectRepository(Question) private readonly questions: Repository<Question>,
    private readonly bank: QuestionBankService,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<AdminQuestion> {
    return toAdminQuestion(await this.find(this.questions.manager, id));
  }

  create(body: QuestionFields, actor: Actor): Promise<AdminQuestion> {
    const input = parseQuestionFields(body);
    return this.change(actor, 'create', null, async (manager) => {
      await this.assertNumberFree(manager, input.questionNumber, null);
      const now = this.clock.now();
      const saved = await manager.save(
        manager.create(Question, {
          ...(await this.columns(manager, input)),
          createdAt: now,
          updatedAt: now,
        }),
      );
      return saved.id;
    });
  }

  update(id: number, body: QuestionFields, actor: Actor): Promise<AdminQuestion> {
    const input = parseQuestionFields(body);
    return this.change(actor, 'update', id, async (manager) => {
      await this.assertNumberFree(manager, input.questionNumber, id);
      await manager.update(Question, id, {
        ...(await this.columns(manager, input)),
        updatedAt: this.clock.now(),
      });
      return id;
    });
  }

  async remove(id: number, actor: Actor): Promise<AdminQuestion> {
    return this.change(actor, 'delete', id, async (manager) => {
      await manager.delete(Question, id);
      return null;
    });
  }

  /**
   * A copy numbered highest + 1 (the unique number makes a race fail, not clash;
   * docs/product/coordinators.md, "Admins only").
   */
  copy(id: number, actor: Actor): Promise<AdminQuestion> {
    return this.change(actor, 'copy', null, async (manager) => {
      const source = await this.find(manager, id);
      const max = await manager.maximum(Question, 'questionNumber');
      const now = this.clock.now();
      const { id: _id, facet: _facet, ...fields } = source;
      const saved = await manager.save(
        manager.create(Question, {
          ...fields,
          questionNumber: (max ?? 0) + 1,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return saved.id;
    });
  }

  /** A write, audited with before/after and bumping the bank version (QuestionBankService.change). */
  private change(
    actor: Actor,
    action: string,
    id: number | null,
    write: (manager: EntityManager) => Promise<number | null>,
  ): Promise<AdminQuestion> {
    const view = async (m: EntityManager, questionId: number) =>
      toAdminQuestion(await this.find(m, questionId));
    return this.bank.change(actor, { action, resource: 'questions', id, view, write });
  }

  private async columns(manager: EntityManager, input: QuestionInput) {
    const { facetName, ...rest } = input;
    let facet: Facet | null = null;
    if (input.facetId === null && facetName) {
      facet = await manager.findOneBy(Facet, { status: input.status, name: facetName });
      if (!facet) throw AppError.badRequest(`No facet named "${facetName}" in ${input.status}.`);
    } else if (input.facetId !== null) {
      facet = await manager.findOneBy(Facet, { id: input.facetId });
      if (!facet) throw AppError.badRequest('The chosen facet does not exist.');
      if (facet.status !== input.status) {
        throw AppError.badRequest(`The facet "${facet.name}" belongs to ${facet.status}.`);
      }
    }
    const wrong = checkQuestionFacet({
      status: input.status,
      subCategory: input.subCategory,
      facet,
    });
    if (wrong) throw AppError.badRequest(wrong);
    return { ...rest, facetId: facet?.id ?? null };
  }

  private async assertNumberFree(
    manager: EntityManager,
    questionNumber: number,
    id: number | null,
  ) {
    const other = await manager.findOneBy(Question, { questionNumber });
    if (other && other.id !== id) {
      throw AppError.conflict(`Question number ${questionNumber} is already in use.`);
    }
  }

  private async find(manager: EntityManager, id: number): Promise<Question> {
    const question = await manager.findOne(Question, { where: { id }, relations: { facet: true } });
    if (!question) throw AppError.notFound('Question not found.');
    return question;
  }
}

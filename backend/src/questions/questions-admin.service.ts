import { checkQuestionFacet } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { bumpVersion } from '../app-state/version-counter';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { QUESTION_BANK_VERSION } from './question-bank.service';
import { parseQuestionFields, QuestionFields, QuestionInput } from './question-input';
import { AdminQuestion, toAdminQuestion } from './question-response';

/** Question bank changes: validated, audited and cache-invalidating, in one transaction each. */
@Injectable()
export class QuestionsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async get(id: number): Promise<AdminQuestion> {
    return toAdminQuestion(await this.find(this.dataSource.manager, id));
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
    return this.dataSource.transaction(async (manager) => {
      const before = toAdminQuestion(await this.find(manager, id));
      await manager.delete(Question, id);
      await this.audit.recordChange(manager, actor, {
        action: 'delete',
        resource: 'questions',
        id,
        before,
        after: null,
      });
      await bumpVersion(manager, QUESTION_BANK_VERSION);
      return before;
    });
  }

  /** spec 001 §2: a copy numbered highest + 1 (the unique number makes a race fail, not clash). */
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

  /** Runs a write, then records before/after and bumps the bank version in the same transaction. */
  private change(
    actor: Actor,
    action: string,
    id: number | null,
    write: (manager: EntityManager) => Promise<number>,
  ): Promise<AdminQuestion> {
    return this.dataSource.transaction(async (manager) => {
      const before = id === null ? null : toAdminQuestion(await this.find(manager, id));
      const changedId = await write(manager);
      const after = toAdminQuestion(await this.find(manager, changedId));
      await this.audit.recordChange(manager, actor, {
        action,
        resource: 'questions',
        id: changedId,
        before,
        after,
      });
      await bumpVersion(manager, QUESTION_BANK_VERSION);
      return after;
    });
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

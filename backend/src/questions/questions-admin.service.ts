import { checkQuestionFacet } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { WordingEquivalence } from './entities/wording-equivalence.entity';
import { QuestionBankService } from './question-bank.service';
import { parseQuestionFields, QuestionFields, QuestionInput } from './question-input';
import { AdminQuestion, toAdminQuestion } from './question-response';

/** The answer to an edit marked "wording only" that changes more than the wording. */
export const WORDING_ONLY_REFUSED =
  'Only a change of wording can be marked equivalent: a change to the options, scores, keying, facet or category starts a new norm group.';

/** Whether an edit changes more than the question's wording and example. */
function substantive(
  before: Question,
  after: Omit<QuestionInput, 'facetName'> & { facetId: number | null },
): boolean {
  const options = (o: { optionText: string; score: number }[]) =>
    JSON.stringify(o.map((x) => [x.optionText, Number(x.score)]));
  return (
    options(before.options) !== options(after.options) ||
    before.facetId !== after.facetId ||
    before.category !== after.category ||
    before.subCategory !== after.subCategory ||
    before.status !== after.status ||
    before.answerType !== after.answerType ||
    before.questionNumber !== after.questionNumber ||
    JSON.stringify(before.taxonomy ?? []) !== JSON.stringify(after.taxonomy ?? [])
  );
}

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

  /**
   * An edit; `wording_only` marks it "wording only — equivalent" (audited as `update_wording`,
   * with the old and new wording): refused unless only the wording changed, and then the next
   * instrument version joins the current norm group
   * (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md).
   */
  update(
    id: number,
    body: QuestionFields & { wording_only?: boolean },
    actor: Actor,
  ): Promise<AdminQuestion> {
    const input = parseQuestionFields(body);
    const wordingOnly = body.wording_only === true;
    return this.change(actor, wordingOnly ? 'update_wording' : 'update', id, async (manager) => {
      await this.assertNumberFree(manager, input.questionNumber, id);
      const columns = await this.columns(manager, input);
      const now = this.clock.now();
      if (wordingOnly) {
        const before = await this.find(manager, id);
        if (substantive(before, columns)) throw AppError.badRequest(WORDING_ONLY_REFUSED);
        await manager.insert(WordingEquivalence, {
          questionId: id,
          questionText: columns.questionText,
          createdAt: now,
        });
      }
      await manager.update(Question, id, { ...columns, updatedAt: now });
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

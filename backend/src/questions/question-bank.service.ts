import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { PART_II, PART_III, QuestionStatus } from '@aspire/domain';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { ShortLivedRead } from '../app-state/short-lived-read';
import { bumpVersion, readVersion } from '../app-state/version-counter.repository';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { isServable, toServedQuestion } from './question-response';

export const QUESTION_BANK_VERSION = 'question_bank';

/**
 * How long an instance trusts the bank version it read before asking the database again: another
 * instance's edit is served everywhere within this bound; this instance's own edits at once.
 */
export const BANK_VERSION_TTL_MS = 1000;

type Cached = { version: number; etag: string; body: string };

/** One audited change to the bank (a question or a facet), see `QuestionBankService.change`. */
export type BankChange<V extends object> = {
  action: string;
  resource: 'questions' | 'facets';
  /** The row changed, or null when `write` creates one. */
  id: number | null;
  /** The row as the audit log and the answer show it. */
  view: (manager: EntityManager, id: number) => Promise<V>;
  /** The write; answers the changed row's id, or null when it deleted the row. */
  write: (manager: EntityManager) => Promise<number | null>;
};

/**
 * Reads the question bank once per status and serves the serialised JSON many times
 * (docs/decisions/0026-question-bank-served-from-memory.md). Every admin change bumps a version row
 * in the database, so each instance notices and reloads.
 * The version itself is read at most once per `BANK_VERSION_TTL_MS` per instance (one read shared
 * by the requests meanwhile), and forgotten after this instance's own change commits.
 */
@Injectable()
export class QuestionBankService {
  private readonly cache = new Map<QuestionStatus, Cached>();
  /** The bank's version row, read at most once per `BANK_VERSION_TTL_MS`. */
  private readonly version: ShortLivedRead<number>;
  /** Every question by id, with the bank version it was read under (`questionsByIds`). */
  private byId?: { version: number; questions: Promise<Map<number, Question>> };

  constructor(
    /** For transactions only (`change`). */
    private readonly dataSource: DataSource,
    @InjectRepository(Question) private readonly questions: Repository<Question>,
    @InjectRepository(Facet) private readonly facets: Repository<Facet>,
    private readonly audit: AuditService,
    clock: Clock,
  ) {
    this.version = new ShortLivedRead(clock, BANK_VERSION_TTL_MS, () =>
      readVersion(this.questions.manager, QUESTION_BANK_VERSION),
    );
  }

  /**
   * Every admin change to the bank, in one transaction: the row before, the write, the row
   * after, both in the audit log, and the bank version bumped so every instance reloads.
   * Answers the row after (before, for a deletion).
   */
  async change<V extends object>(actor: Actor, c: BankChange<V>): Promise<V> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const before = c.id === null ? null : await c.view(manager, c.id);
      const changedId = await c.write(manager);
      const after = changedId === null ? null : await c.view(manager, changedId);
      await this.audit.recordChange(manager, actor, {
        action: c.action,
        resource: c.resource,
        id: (changedId ?? c.id)!,
        before,
        after,
      });
      await bumpVersion(manager, QUESTION_BANK_VERSION);
      return (after ?? before)!;
    });
    // After the commit: the next request reads the new version (a read in flight is dropped).
    this.version.forget();
    return changed;
  }

  async served(status: QuestionStatus): Promise<Cached> {
    const version = await this.currentVersion();
    const hit = this.cache.get(status);
    if (hit && hit.version === version) return hit;
    const [questions, facets] = await Promise.all([
      this.questions.find({ where: { status }, order: { questionNumber: 'ASC' } }),
      this.facets.findBy({ status }),
    ]);
    const byId = new Map(facets.map((f) => [f.id, f]));
    const body = JSON.stringify(
      questions
        .filter(isServable)
        .map((q) => toServedQuestion(q, q.facetId ? byId.get(q.facetId) : undefined)),
    );
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const fresh = { version, etag, body };
    this.cache.set(status, fresh);
    return fresh;
  }

  private currentVersion(): Promise<number> {
    return this.version.get();
  }

  /**
   * The questions with these ids, each with its facet (the assessments module's answers), from
   * every question of the current bank version, read once per version. The objects
   * are shared between requests: callers only read them.
   */
  async questionsByIds(ids: number[]): Promise<Question[]> {
    const all = await this.allById();
    return ids.flatMap((id) => all.get(id) ?? []);
  }

  private async allById(): Promise<Map<number, Question>> {
    const version = await this.currentVersion();
    const known = this.byId;
    if (known && known.version === version) return known.questions;
    const questions = this.questions
      .find({ relations: { facet: true } })
      .then((rows) => new Map(rows.map((q) => [q.id, q])));
    const entry = { version, questions };
    questions.catch(() => {
      if (this.byId === entry) this.byId = undefined;
    });
    this.byId = entry;
    return questions;
  }

  /** The Subject Assessments facets with these names. */
  subjectFacets(names: string[]): Promise<Facet[]> {
    return this.facets.findBy({ status: 'Subject Assessments', name: In(names) });
  }

  /** The UniReady Part II and Exploration (Part III) subjects, Part II first, by name. */
  async subjectNames(): Promise<string[]> {
    const facets = await this.facets.find({
      where: { status: 'Subject Assessments', category: In([PART_II, PART_III]) },
      order: { category: 'ASC', name: 'ASC' },
    });
    return [...new Set(facets.map((f) => f.name))];
  }
}

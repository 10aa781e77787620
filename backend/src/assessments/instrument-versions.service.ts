import {
  AssessmentType,
  canonicalInstrument,
  InstrumentItem,
  STATUS_OF,
  wordingOnlyChanges,
} from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { Question } from '../questions/entities/question.entity';
import { WordingEquivalence } from '../questions/entities/wording-equivalence.entity';
import { isServable } from '../questions/question-response';
import { Clock } from '../common/clock';
import { InstrumentVersion, InstrumentVersionItem } from './entities/instrument-version.entity';
import { belongs, facetOf } from './instrument';
import { InstrumentVersionsRepository } from './instrument-versions.repository';

export type CurrentInstrument = { hash: string; items: InstrumentItem[] };

/** How many versions' items the instance keeps in memory (a version's content never changes). */
const KEPT_VERSIONS = 32;

/** The sha256 of an instrument's canonical content: the same bank always gives the same hash. */
export const instrumentHash = (type: AssessmentType, items: readonly InstrumentItem[]): string =>
  createHash('sha256')
    .update(JSON.stringify({ type, items: canonicalInstrument(items) }))
    .digest('hex');

/**
 * Instrument versions: the questions, options, scores and facet assignments of an
 * assessment as served, named by their content hash and stored once per version, so an old
 * session can always be read (and re-scored) against the instrument it was taken on.
 */
@Injectable()
export class InstrumentVersionsService {
  /** Items of recently read versions: immutable content, so never stale. */
  private readonly kept = new Map<string, Promise<InstrumentItem[]>>();

  /** When each recently read version was first recorded: fixed once written. */
  private readonly recorded = new Map<string, Date | null>();

  constructor(
    private readonly rows: InstrumentVersionsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * When a version was first recorded (the first session started on it), the date a report
   * names the questions by (docs/decisions/0062-reports-name-their-versions.md); null for a
   * version that was never stored.
   */
  async recordedAt(manager: EntityManager, hash: string): Promise<Date | null> {
    if (this.recorded.has(hash)) return this.recorded.get(hash)!;
    const row = await manager.findOne(InstrumentVersion, {
      where: { hash },
      select: { hash: true, createdAt: true },
    });
    const at = row?.createdAt ?? null;
    if (at) {
      this.recorded.set(hash, at);
      if (this.recorded.size > KEPT_VERSIONS * 4)
        this.recorded.delete(this.recorded.keys().next().value!);
    }
    return at;
  }

  /** The assessment as the bank serves it now, and its hash. */
  async current(manager: EntityManager, type: AssessmentType): Promise<CurrentInstrument> {
    const questions = await manager.find(Question, {
      where: { status: STATUS_OF[type] },
      relations: { facet: true },
    });
    const items = canonicalInstrument(
      questions
        .filter((q) => isServable(q) && belongs(type, q))
        .map((q) => ({
          id: q.id,
          questionNumber: q.questionNumber,
          text: q.questionText,
          options: q.options,
          category: q.category,
          subCategory: q.subCategory,
          facet: facetOf(q),
        })),
    );
    return { hash: instrumentHash(type, items), items };
  }

  /**
   * Records the current version (once: the hash is the key, a second insert is ignored) and
   * answers its hash. Runs in the caller's transaction.
   */
  async record(manager: EntityManager, type: AssessmentType): Promise<string> {
    const { hash, items } = await this.current(manager, type);
    await this.rows.insertVersion(manager, {
      hash,
      type,
      itemCount: items.length,
      now: this.clock.now(),
    });
    // The unique (version, question) key makes a second writer's items a no-op.
    const isNew = !(await manager.existsBy(InstrumentVersionItem, { versionHash: hash }));
    if (isNew && items.length) {
      await this.rows.insertItems(manager, hash, items);
      await this.joinGroup(manager, type, hash, items);
    }
    return hash;
  }

  /**
   * A new version joins its predecessor's norm group when it differs only in the wording of
   * questions an admin marked equivalent to that wording; any other change starts a group of its
   * own (docs/decisions/0073-wording-only-edits-keep-the-norm-group.md).
   */
  private async joinGroup(
    manager: EntityManager,
    type: AssessmentType,
    hash: string,
    items: readonly InstrumentItem[],
  ): Promise<void> {
    const previous = await this.rows.previous(manager, type, hash);
    if (!previous) return;
    const reworded = wordingOnlyChanges(await this.items(manager, previous.hash), items);
    if (!reworded?.length) return;
    for (const item of reworded) {
      const marked = await manager.existsBy(WordingEquivalence, {
        questionId: item.id,
        questionText: item.text,
      });
      if (!marked) return;
    }
    await manager.update(
      InstrumentVersion,
      { hash },
      { normGroup: previous.normGroup ?? previous.hash },
    );
  }

  /** The versions of a version's norm group (itself alone unless others joined it): one read. */
  async groupOf(manager: EntityManager, version: string | null): Promise<(string | null)[]> {
    if (version === null) return [null];
    const members = await this.rows.groupMembers(manager, version);
    return members.length ? members : [version];
  }

  /**
   * Each recorded version of a type with its norm group's name (the group's first version):
   * one read, for lists that pool versions by group. A version not listed is a group of its own.
   */
  async groupNames(manager: EntityManager, type: AssessmentType): Promise<Map<string, string>> {
    const rows = await manager.find(InstrumentVersion, {
      where: { assessmentType: type },
      select: { hash: true, normGroup: true },
    });
    return new Map(rows.map((r) => [r.hash, r.normGroup ?? r.hash]));
  }

  /**
   * The items of a stored version, read once per instance: a version's content never changes
   * once recorded. A version with no stored items yet is not kept (it may be recorded later).
   */
  async keptItems(manager: EntityManager, hash: string): Promise<InstrumentItem[]> {
    const known = this.kept.get(hash);
    if (known) return known;
    const read = this.items(manager, hash);
    this.kept.set(hash, read);
    try {
      const items = await read;
      if (!items.length) this.kept.delete(hash);
      if (this.kept.size > KEPT_VERSIONS) this.kept.delete(this.kept.keys().next().value!);
      return items;
    } catch (error) {
      this.kept.delete(hash);
      throw error;
    }
  }

  /** The items of a stored version, in question-number order. */
  async items(manager: EntityManager, hash: string): Promise<InstrumentItem[]> {
    const rows = await manager.find(InstrumentVersionItem, {
      where: { versionHash: hash },
      order: { questionNumber: 'ASC', questionId: 'ASC' },
    });
    return rows.map((r) => ({
      id: r.questionId,
      questionNumber: r.questionNumber,
      text: r.questionText,
      options: r.options,
      category: r.category,
      subCategory: r.subCategory,
      facet: r.facet,
    }));
  }
}

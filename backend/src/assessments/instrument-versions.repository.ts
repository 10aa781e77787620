import { AssessmentType, InstrumentItem } from '@aspire/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { InstrumentVersion, InstrumentVersionItem } from './entities/instrument-version.entity';

/**
 * The stored instrument versions' statements. Each takes the caller's manager: a submit records
 * its version inside its own transaction.
 */
@Injectable()
export class InstrumentVersionsRepository {
  /** The version row, once: the hash is the key, a second insert is ignored. */
  async insertVersion(
    manager: EntityManager,
    version: { hash: string; type: AssessmentType; itemCount: number; now: Date },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(InstrumentVersion)
      .values({
        hash: version.hash,
        assessmentType: version.type,
        itemCount: version.itemCount,
        createdAt: version.now,
      })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** A version's items; the unique (version, question) key makes a second writer's a no-op. */
  async insertItems(
    manager: EntityManager,
    hash: string,
    items: readonly InstrumentItem[],
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(InstrumentVersionItem)
      .values(
        items.map((i) => ({
          versionHash: hash,
          questionId: i.id,
          questionNumber: i.questionNumber,
          questionText: i.text,
          options: i.options,
          category: i.category,
          subCategory: i.subCategory,
          facet: i.facet,
        })),
      )
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** The newest other version of the type (ties by hash), the one a new version follows. */
  previous(
    manager: EntityManager,
    type: AssessmentType,
    hash: string,
  ): Promise<InstrumentVersion | null> {
    return manager
      .createQueryBuilder(InstrumentVersion, 'v')
      .where('v.assessment_type = :type AND v.hash <> :hash', { type, hash })
      .orderBy('v.created_at', 'DESC')
      .addOrderBy('v.hash', 'ASC')
      .getOne();
  }

  /** The hashes of a version's norm group, in one read; empty for a version never stored. */
  async groupMembers(manager: EntityManager, version: string): Promise<string[]> {
    const members = await manager
      .createQueryBuilder(InstrumentVersion, 'own')
      .innerJoin(
        InstrumentVersion,
        'm',
        'm.hash = COALESCE(own.norm_group, own.hash) OR m.norm_group = COALESCE(own.norm_group, own.hash)',
      )
      .select('m.hash', 'hash')
      .where('own.hash = :version', { version })
      .getRawMany<{ hash: string }>();
    return members.map((m) => m.hash);
  }
}

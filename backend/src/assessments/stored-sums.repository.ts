// Reads of the kept scale sums (written by scale-sums.repository.ts): what scale health and the
// norm groups' sizes read, a few hundred rows per school and version at any volume.
import { AssessmentType, PairSums } from '@aspire/domain';
import { EntityManager } from 'typeorm';
import { versionKey, versionOfKey, VersionRow } from './instrument-version-key';
import {
  ScaleOptionCounts,
  ScalePairSums,
  ScaleSessionCounts,
} from '../psychometrics/entities/scale-sums.entity';

/**
 * One facet's pair of items (i ≤ j by question id), the sums scale health reads for it, and the
 * items' indexes `i`/`j` that `indexPairs` fills in.
 */
export type FacetPairRow = PairSums & { facet: string; questionI: number; questionJ: number };

/**
 * The stored pair sums of one version or of a norm group's versions (summed): one school's rows,
 * or (null) the sum over all schools' (students without a school included). A few hundred rows
 * per school and version at any volume.
 */
export async function storedPairSums(
  manager: EntityManager,
  type: AssessmentType,
  version: Versions,
  schoolId: number | null = null,
) {
  const rows = await keptRows(manager, ScalePairSums, type, version, schoolId)
    .select('s.facet', 'facet')
    .addSelect('s.question_i', 'qi')
    .addSelect('s.question_j', 'qj')
    .addSelect('SUM(s.n)', 'n')
    .addSelect('SUM(s.sum_i)', 'si')
    .addSelect('SUM(s.sum_j)', 'sj')
    .addSelect('SUM(s.sum_products)', 'sp')
    .groupBy('s.facet')
    .addGroupBy('s.question_i')
    .addGroupBy('s.question_j')
    .having('SUM(s.n) > 0')
    .getRawMany<Record<'facet' | 'qi' | 'qj' | 'n' | 'si' | 'sj' | 'sp', string | number>>();
  return rows.map((r) => ({
    facet: String(r.facet),
    questionI: Number(r.qi),
    questionJ: Number(r.qj),
    n: Number(r.n),
    sumI: Number(r.si),
    sumJ: Number(r.sj),
    sumProducts: Number(r.sp),
  }));
}

/** The stored option counts of one version or a group's versions: one school's, or (null) all. */
export async function storedScoreCounts(
  manager: EntityManager,
  type: AssessmentType,
  version: Versions,
  schoolId: number | null = null,
) {
  const rows = await keptRows(manager, ScaleOptionCounts, type, version, schoolId)
    .select('s.question_id', 'question')
    .addSelect('s.score', 'score')
    .addSelect('SUM(s.count)', 'count')
    .groupBy('s.question_id')
    .addGroupBy('s.score')
    .having('SUM(s.count) > 0')
    .getRawMany<Record<'question' | 'score' | 'count', string | number>>();
  return rows.map((r) => ({
    questionId: Number(r.question),
    score: Number(r.score),
    count: Number(r.count),
  }));
}

/**
 * Completed sessions per instrument version of a type (or of the given versions), of one school
 * or (null) all schools, from the kept counts (one row per school and version): the versions list
 * and the cache key of scale health and the norm groups' sizes, without reading a session. First/last are bounds (see
 * `ScaleSessionCounts`).
 */
export async function storedVersionCounts(
  manager: EntityManager,
  type: AssessmentType,
  schoolId: number | null,
  versions?: readonly (string | null)[],
): Promise<VersionRow[]> {
  const qb = manager
    .createQueryBuilder(ScaleSessionCounts, 's')
    .select('s.instrument_version', 'version')
    .addSelect('SUM(s.sessions)', 'sessions')
    .addSelect('MIN(s.first_completed_at)', 'first')
    .addSelect('MAX(s.last_completed_at)', 'last')
    .where('s.assessment_type = :type', { type });
  if (versions) {
    qb.andWhere('s.instrument_version IN (:...versions)', { versions: versions.map(versionKey) });
  }
  if (schoolId !== null) qb.andWhere('s.school_id = :school', { school: schoolId });
  const rows = await qb
    .groupBy('s.instrument_version')
    .having('SUM(s.sessions) > 0')
    .getRawMany<{ version: string; sessions: string | number; first: unknown; last: unknown }>();
  const driver = manager.connection.driver;
  const metadata = manager.connection.getMetadata(ScaleSessionCounts);
  const date = (property: 'firstCompletedAt' | 'lastCompletedAt', raw: unknown) =>
    raw === null || raw === undefined
      ? null
      : (driver.prepareHydratedValue(raw, metadata.findColumnWithPropertyName(property)!) as Date);
  return rows.map((r) => ({
    version: versionOfKey(r.version),
    sessions: Number(r.sessions),
    firstCompletedAt: date('firstCompletedAt', r.first),
    lastCompletedAt: date('lastCompletedAt', r.last),
  }));
}

/**
 * One instrument version, or the versions of a norm group read as one (wording-only edits keep
 * the group: docs/decisions/0073-wording-only-edits-keep-the-norm-group.md). A group's versions
 * hold the same question ids with the same options and facets, so their sums add up per pair.
 */
export type Versions = string | null | readonly (string | null)[];

/** The kept rows (alias `s`) of versions, of one school or all (rows that reach 0 read as absent). */
function keptRows<T extends ScalePairSums | ScaleOptionCounts>(
  manager: EntityManager,
  entity: new () => T,
  type: AssessmentType,
  version: Versions,
  schoolId: number | null,
) {
  const versions = (Array.isArray(version) ? version : [version]) as (string | null)[];
  const qb = manager
    .createQueryBuilder(entity, 's')
    .where('s.assessment_type = :type AND s.instrument_version IN (:...versions)', {
      type,
      versions: versions.map(versionKey),
    });
  if (schoolId !== null) qb.andWhere('s.school_id = :school', { school: schoolId });
  return qb;
}

import { AssessmentType } from '@aspire/domain';
import { EntityManager } from 'typeorm';
import {
  ALL_SCHOOLS,
  FacetTotalCounts,
  NO_SCHOOL,
} from '../psychometrics/entities/scale-sums.entity';
import { onConflictUpdate, upsertFlavour } from '../database/upsert';
import { versionKey } from './instrument-version-key';

/** One completed session, as the norm histograms count it. */
export type SessionFacetScores = {
  type: AssessmentType;
  version: string | null;
  /** The student's school today; null: none. */
  schoolId: number | null;
  answers: readonly { facet: string; score: number }[];
};

/** How many sessions of a norm group reached a facet total over `items` answered items. */
export type HistogramRow = { facet: string; items: number; total: number; count: number };

const KEYS = ['assessment_type', 'instrument_version', 'school_id', 'facet', 'items', 'total'];
const ROWS_PER_STATEMENT = 400;

/**
 * Adds (`sign` 1) or removes (-1) completed sessions to the norm histograms of their school and
 * of all schools: one row per facet total, in the caller's transaction (with the scale sums).
 * Each chunk is one `INSERT … ON CONFLICT/DUPLICATE KEY UPDATE sessions = sessions + n`, so
 * parallel completions add up without a lock of their own; the rows go in key order, so two
 * completions that meet on the same rows take them in the same order.
 */
export async function applyFacetTotals(
  manager: EntityManager,
  sessions: readonly SessionFacetScores[],
  sign: 1 | -1,
): Promise<void> {
  const rows = new Map<string, (string | number)[]>();
  for (const s of sessions) {
    const facets = new Map<string, { items: number; total: number }>();
    for (const a of s.answers) {
      const f = facets.get(a.facet) ?? { items: 0, total: 0 };
      f.items += 1;
      f.total += a.score;
      facets.set(a.facet, f);
    }
    for (const school of [s.schoolId ?? NO_SCHOOL, ALL_SCHOOLS]) {
      for (const [facet, { items, total }] of facets) {
        const key = [s.type, versionKey(s.version), school, facet, items, total];
        const id = JSON.stringify(key);
        const row = rows.get(id) ?? [...key, 0];
        row[6] = (row[6] as number) + sign;
        rows.set(id, row);
      }
    }
  }
  const ordered = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  const flavour = upsertFlavour(manager.connection);
  const q = (c: string) => (flavour === 'sqlite' ? `"${c}"` : `\`${c}\``);
  const conflict = onConflictUpdate(flavour, KEYS.map(q), (incoming) => [
    `${q('sessions')} = ${q('sessions')} + ${incoming(q('sessions'))}`,
  ]);
  const columns = [...KEYS, 'sessions'].map(q).join(', ');
  for (let start = 0; start < ordered.length; start += ROWS_PER_STATEMENT) {
    const chunk = ordered.slice(start, start + ROWS_PER_STATEMENT);
    await manager.query(
      `INSERT INTO facet_total_counts (${columns}) VALUES ${chunk
        .map(() => '(?, ?, ?, ?, ?, ?, ?)')
        .join(', ')} ${conflict}`,
      chunk.flat(),
    );
  }
}

/**
 * The kept histograms of a norm group's versions (one version, or the versions an admin joined
 * as equivalent), across all schools and, with `schoolId`, of that school: one statement that
 * reads a few rows per facet, whatever the number of sessions.
 */
export async function storedFacetTotals(
  manager: EntityManager,
  type: AssessmentType,
  versions: readonly (string | null)[],
  schoolId: number | null,
): Promise<{ all: HistogramRow[]; school: HistogramRow[] | null }> {
  const schools = schoolId === null ? [ALL_SCHOOLS] : [ALL_SCHOOLS, schoolId];
  const rows = await manager
    .createQueryBuilder(FacetTotalCounts, 'h')
    .select('h.school_id', 'school')
    .addSelect('h.facet', 'facet')
    .addSelect('h.items', 'items')
    .addSelect('h.total', 'total')
    .addSelect('SUM(h.sessions)', 'count')
    .where('h.assessment_type = :type', { type })
    .andWhere('h.instrument_version IN (:...versions)', { versions: versions.map(versionKey) })
    .andWhere('h.school_id IN (:...schools)', { schools })
    .groupBy('h.school_id')
    .addGroupBy('h.facet')
    .addGroupBy('h.items')
    .addGroupBy('h.total')
    .having('SUM(h.sessions) > 0')
    .getRawMany<Record<'school' | 'facet' | 'items' | 'total' | 'count', string | number>>();
  const of = (school: number) =>
    rows
      .filter((r) => Number(r.school) === school)
      .map((r) => ({
        facet: String(r.facet),
        items: Number(r.items),
        total: Number(r.total),
        count: Number(r.count),
      }));
  return { all: of(ALL_SCHOOLS), school: schoolId === null ? null : of(schoolId) };
}

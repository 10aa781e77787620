import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { HistogramRow } from './facet-totals.repository';

/**
 * How long one instance answers norms from a norm group it read without reading it again: the
 * bound on how late a completion, erasure or move committed on any instance reaches the bands
 * every other instance shows (docs/decisions/0270-norm-groups-kept-in-memory-for-seconds.md).
 */
export const NORM_COHORT_CACHE_MS = 5_000;
/** More norm groups than this and the expired ones go, then all (memory bound). */
const MAX_ENTRIES = 500;

/** What a norms report reads of its norm group, whoever the student. */
export type NormCohort = {
  /** The versions of the session's norm group. */
  versions: (string | null)[];
  /** The group's kept histograms across all schools and, with a school, of that school. */
  histograms: { all: HistogramRow[]; school: HistogramRow[] | null };
  /** The SEM of each facet's total where α is known, pooled over the group. */
  sem: ReadonlyMap<string, number>;
};

type Entry = { from: number; cohort: Promise<NormCohort> };

/**
 * The per-instance memory of norm groups (version, school): a percentile band against 1,000 or
 * 1,001 students is equally true, so a group read within NORM_COHORT_CACHE_MS serves without a
 * statement. Freshness counts from when the read started; concurrent misses share one read; a
 * failed read is not kept. A write that takes sessions out of the kept rows (erasure, deletion,
 * a move of school, a rekey) calls `changed()` after its commit: this instance forgets every
 * group at once, the others within the bound. The student's own sessions are never kept here.
 */
@Injectable()
export class NormCohortCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock) {}

  read(key: string, load: () => Promise<NormCohort>): Promise<NormCohort> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.from <= now && now < hit.from + NORM_COHORT_CACHE_MS) return hit.cohort;
    if (this.entries.size >= MAX_ENTRIES) this.evict(now);
    const entry: Entry = { from: now, cohort: load() };
    this.entries.set(key, entry);
    entry.cohort.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.cohort;
  }

  /** Forgets every group on this instance; call it after the commit that removed sessions. */
  changed(): void {
    this.entries.clear();
  }

  private evict(now: number) {
    for (const [key, e] of this.entries)
      if (now >= e.from + NORM_COHORT_CACHE_MS) this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}

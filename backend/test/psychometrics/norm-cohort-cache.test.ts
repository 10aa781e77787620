import {
  NORM_COHORT_CACHE_MS,
  NormCohort,
  NormCohortCache,
} from '../../src/assessments/norm-cohort-cache';
import { FakeClock } from '../../src/common/clock';

/** A norm group of `n` students on one facet total, told apart by their number. */
const cohort = (n: number): NormCohort => ({
  versions: ['v1'],
  histograms: { all: [{ facet: 'F', items: 4, total: 12, count: n }], school: null },
  sem: new Map(),
});
const size = async (read: Promise<NormCohort>) => (await read).histograms.all[0].count;

// The norm group one instance keeps (docs/decisions/0270-norm-groups-kept-in-memory-for-seconds.md):
// never older than NORM_COHORT_CACHE_MS from when its read started, forgotten at once by changed().
describe('the per-instance norm group cache', () => {
  let clock: FakeClock;
  let cache: NormCohortCache;
  let reads: number;
  const load = (n: number) => () => {
    reads += 1;
    return Promise.resolve(cohort(n));
  };
  beforeEach(() => {
    clock = new FakeClock();
    cache = new NormCohortCache(clock);
    reads = 0;
  });

  it('should answer from the first read until NORM_COHORT_CACHE_MS after it started, then read again', async () => {
    expect(await size(cache.read('k', load(100)))).toBe(100);
    clock.advance(NORM_COHORT_CACHE_MS - 1);
    expect(await size(cache.read('k', load(101)))).toBe(100);
    clock.advance(1);
    expect(await size(cache.read('k', load(101)))).toBe(101);
    expect(reads).toBe(2);
  });

  it('should share one read between concurrent requests for the same group', async () => {
    const [a, b] = [cache.read('k', load(100)), cache.read('k', load(100))];
    expect([await size(a), await size(b)]).toEqual([100, 100]);
    expect(reads).toBe(1);
  });

  it('should forget every group at once after changed(), and keep no failed read', async () => {
    await cache.read('k', load(100));
    cache.changed();
    expect(await size(cache.read('k', load(99)))).toBe(99);
    await expect(cache.read('j', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await size(cache.read('j', load(120)))).toBe(120);
  });

  it('should count a group whose read started in the future (the clock went back) as stale', async () => {
    clock.advance(60_000);
    await cache.read('k', load(100));
    clock.advance(-60_000);
    expect(await size(cache.read('k', load(101)))).toBe(101);
  });
});

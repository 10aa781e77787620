import { ACQUIESCENCE_HIGH } from '@aspire/domain';
import { cohort } from './cohort';
import { simulate } from './simulation';
import { workValuesRecovery } from './work-values';

describe('simulated respondents', () => {
  const { facets, groups } = simulate(3000);

  it('should put the favoured facet on top in most simulated sessions of every group', () => {
    for (const g of groups) {
      // Chance is 1 / facets; "most" is more than half of the sessions.
      expect([g.file, g.group, g.hitRate > 0.5]).toEqual([g.file, g.group, true]);
    }
  });

  it('should give every facet a Cronbach α of at least 0.6 on the simulated answers', () => {
    for (const f of facets) {
      expect([f.facet, (f.alpha ?? 0) >= 0.6]).toEqual([f.facet, true]);
    }
  });

  it('should be repeatable with the same seed', () => {
    expect(simulate(200, 5)).toEqual(simulate(200, 5));
  });
});

/**
 * The measured comparison behind docs/decisions/0141-balanced-keying-and-acquiescence.md, printed
 * per assessment: how well each way of reporting recovers the true facet levels, where a student
 * who agrees with everything lands, and how often each kind of respondent gets the acquiescence
 * flag and any quality flag.
 */
describe('simulated cohort', () => {
  const results = cohort(1000, ACQUIESCENCE_HIGH);

  it('prints the comparison', () => {
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    const rates = (label: string, by: Record<string, number>, show = pct) =>
      `${label} ${Object.entries(by)
        .map(([t, x]) => `${t} ${show(x)}`)
        .join(', ')}`;
    const lines = results.map((r) =>
      [
        `${r.file}: r(score, true level) plain ${r.recovery.plain.toFixed(3)}, centred ` +
          `${r.recovery.centred.toFixed(3)}`,
        `"Agree" to everything at percentiles ` +
          `${r.acquiescentPercentiles.low.toFixed(0)}–${r.acquiescentPercentiles.high.toFixed(0)}`,
        rates('acquiescence flag', r.acquiescentFlagRate),
        rates('careless flag (long-string or even–odd)', r.carelessFlagRate),
        rates('straight-lining', r.straightLiningRate),
        rates('any quality flag', r.qualityFlagRate),
        rates('median IRV', r.irvMedian, (x) => x.toFixed(2)),
        rates('Mahalanobis beyond the ordinary 99th percentile', r.mahalanobisRate),
      ].join('\n  '),
    );
    console.log(lines.join('\n'));
    expect(lines).toHaveLength(3);
  });

  it('should report plain keyed averages: they recover the true levels better than centred ones', () => {
    for (const r of results) {
      expect([r.file, r.recovery.plain > r.recovery.centred, r.recovery.plain >= 0.8]).toEqual([
        r.file,
        true,
        true,
      ]);
    }
  });

  it('should place a student who agrees with everything near the middle of every facet', () => {
    for (const r of results) {
      const { low, high } = r.acquiescentPercentiles;
      expect([r.file, low >= 25 && high <= 75]).toEqual([r.file, true]);
    }
  });

  it('should flag at most 2 % of ordinary students as acquiescent, and everyone who agrees with everything', () => {
    for (const r of results) {
      expect([r.file, r.acquiescentFlagRate.ordinary <= 0.02]).toEqual([r.file, true]);
      expect([r.file, r.acquiescentFlagRate.acquiescent]).toEqual([r.file, 1]);
      expect([r.file, r.acquiescentFlagRate.random <= 0.02]).toEqual([r.file, true]);
    }
  });

  it('should flag at most 2 % of ordinary students as careless and at least 80 % of random ones, never a middle answer as straight-lining', () => {
    for (const r of results) {
      expect([r.file, r.carelessFlagRate.ordinary <= 0.02]).toEqual([r.file, true]);
      expect([r.file, r.carelessFlagRate.random >= 0.8]).toEqual([r.file, true]);
      expect([r.file, r.straightLiningRate.middle]).toEqual([r.file, 0]);
      expect([r.file, r.straightLiningRate.acquiescent]).toEqual([r.file, 1]);
    }
  });
});

describe('simulated work values', () => {
  it('should show the flat-profile note where the top value is least trustworthy', () => {
    const w = workValuesRecovery(3000);
    console.log(
      `work values: ${(100 * w.flatShare).toFixed(1)} % of profiles flat; top-rated value right ` +
        `${(100 * w.topRightWhenFlat).toFixed(0)} % when flat, ${(100 * w.topRightOtherwise).toFixed(0)} % ` +
        `otherwise (chance ${(100 / w.values).toFixed(0)} %)`,
    );
    expect(w.flatShare).toBeGreaterThan(0);
    expect(w.topRightWhenFlat).toBeLessThan(0.5);
    expect(w.topRightOtherwise).toBeGreaterThan(0.7);
  });
});

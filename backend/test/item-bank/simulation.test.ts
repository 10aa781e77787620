import { simulate } from './simulation';

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

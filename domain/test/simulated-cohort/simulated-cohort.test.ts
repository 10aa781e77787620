import { facetScores, qualityFlags } from '../../src';
import {
  answerItems,
  answerSession,
  asRawRows,
  expectedItemScore,
  likertItems,
  respondent,
  simulatedCohort,
} from '.';

const pearson = (xs: number[], ys: number[]) => {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
};

const items = likertItems([
  { facet: 'Curiosity', forward: 4, reverse: 4 },
  { facet: 'Calm', forward: 2, reverse: 2 },
]);

describe('the simulated cohort', () => {
  it('should give the same cohort and answers for the same seed, and others for another seed', () => {
    const a = simulatedCohort({ seed: 'same', size: 30, kinds: { random: 3, midpoint: 2 } });
    const b = simulatedCohort({ seed: 'same', size: 30, kinds: { random: 3, midpoint: 2 } });
    expect(a.map((r) => answerItems(r, items))).toEqual(b.map((r) => answerItems(r, items)));
    expect(a.map((r) => r.kind)).toEqual(b.map((r) => r.kind));
    const c = simulatedCohort({ seed: 'other', size: 30 });
    expect(c.map((r) => answerItems(r, items))).not.toEqual(a.map((r) => answerItems(r, items)));
  });

  it('should answer an item the same whatever else is served and in whatever order', () => {
    const r = respondent('order', 4);
    const all = answerItems(r, items);
    const reversed = answerItems(r, [...items].reverse()).reverse();
    expect(reversed).toEqual(all);
    expect(answerItems(r, [items[5]])).toEqual([all[5]]);
  });

  it('should hold the kinds asked for, the rest ordinary, and refuse more than fit', () => {
    const cohort = simulatedCohort({
      seed: 7,
      size: 50,
      kinds: { straightLiner: 4, random: 5, midpoint: 3, speeder: 2, acquiescent: 6 },
    });
    const count = (kind: string) => cohort.filter((r) => r.kind === kind).length;
    expect([50, 4, 5, 3, 2, 6, 30]).toEqual([
      cohort.length,
      count('straightLiner'),
      count('random'),
      count('midpoint'),
      count('speeder'),
      count('acquiescent'),
      count('ordinary'),
    ]);
    expect(() => simulatedCohort({ seed: 1, size: 3, kinds: { random: 4 } })).toThrow(RangeError);
  });

  it("should recover ordinary respondents' true levels from their facet averages", () => {
    const cohort = simulatedCohort({ seed: 'truth', size: 400 });
    const curiosity = cohort.map((r) => {
      const [score] = facetScores(asRawRows(answerItems(r, items.slice(0, 8)), items));
      return { level: r.level('Curiosity'), average: score.averageScore };
    });
    expect(
      pearson(
        curiosity.map((c) => c.level),
        curiosity.map((c) => c.average),
      ),
    ).toBeGreaterThan(0.8);
    // The expected score on the report's scale is the truth a cohort's averages centre on.
    const observed = curiosity.reduce((a, c) => a + c.average, 0) / curiosity.length;
    const expected =
      curiosity.reduce((a, c) => a + expectedItemScore(c.level), 0) / curiosity.length;
    expect(Math.abs(observed - expected)).toBeLessThan(0.1);
  });

  it('should keep a midpoint responder on the middle option, scored 3 under either keying', () => {
    const r = respondent('mid', 0, 'midpoint');
    const answers = answerItems(r, items);
    expect(new Set(answers.map((a) => a.optionIndex))).toEqual(new Set([2]));
    expect(new Set(answers.map((a) => a.score))).toEqual(new Set([3]));
  });

  it('should keep a straight-liner on one off-centre option, which the straight-lining flag catches', () => {
    for (let i = 0; i < 8; i++) {
      const answers = answerItems(respondent('line', i, 'straightLiner'), items);
      const positions = new Set(answers.map((a) => a.optionIndex));
      expect(positions.size).toBe(1);
      expect(positions.has(2)).toBe(false);
      const flags = qualityFlags(
        answers.map((a) => ({
          facet: a.facet,
          optionIndex: a.optionIndex,
          score: a.score,
          optionScores: items.find((q) => q.id === a.questionId)!.options.map((o) => o.score),
          ms: a.answerMs,
        })),
      );
      expect(flags).toContain('straightLining');
    }
  });

  it('should spread a random responder evenly over the options', () => {
    const many = likertItems([{ facet: 'Noise', forward: 1000, reverse: 1000 }]);
    const answers = answerItems(respondent('random', 1, 'random'), many);
    const shares = [0, 1, 2, 3, 4].map(
      (i) => answers.filter((a) => a.optionIndex === i).length / answers.length,
    );
    for (const share of shares) expect(Math.abs(share - 0.2)).toBeLessThan(0.03);
  });

  it('should answer a speeder in under a second, an ordinary respondent mostly in seconds', () => {
    const speeder = answerItems(respondent('fast', 2, 'speeder'), items);
    expect(Math.max(...speeder.map((a) => a.answerMs))).toBeLessThan(1000);
    const ordinary = simulatedCohort({ seed: 'slow', size: 50 }).flatMap((r) =>
      answerItems(r, items),
    );
    const quick = ordinary.filter((a) => a.answerMs < 1000).length / ordinary.length;
    expect(quick).toBeLessThan(0.01);
  });

  it('should have an acquiescent respondent agree more than ordinary ones, on both keyings', () => {
    const agreeing = (kind: 'ordinary' | 'acquiescent') =>
      simulatedCohort({
        seed: 'yes',
        size: 200,
        kinds: kind === 'acquiescent' ? { acquiescent: 200 } : {},
      })
        .flatMap((r) => answerItems(r, items))
        .reduce((sum, a, _i, all) => sum + a.optionIndex / all.length, 0);
    expect(agreeing('acquiescent') - agreeing('ordinary')).toBeGreaterThan(1);
  });

  it('should answer a UniReady session with the Part II items its own Part I answers select', () => {
    const bank = [
      ...likertItems(
        ['Sciences', 'Arts', 'Business'].map((area) => ({
          facet: area,
          category: 'Part I',
          subCategory: area,
          forward: 2,
          reverse: 2,
        })),
      ),
      ...likertItems(
        ['Sciences', 'Arts', 'Business'].map((area) => ({
          facet: `${area} subject`,
          category: 'Part II',
          subCategory: area,
          forward: 2,
          reverse: 1,
        })),
        100,
      ),
    ];
    const r = respondent('uni', 3);
    const answers = answerSession(r, 'Subject', bank);
    const partI = answers.filter((a) => a.category === 'Part I');
    expect(partI.length).toBe(12);
    const areas = new Set(
      answers.filter((a) => a.category === 'Part II').map((a) => a.subCategory),
    );
    expect(areas.size).toBeGreaterThanOrEqual(2);
    expect(answers.slice(0, 12)).toEqual(answerItems(r, bank.slice(0, 12)));
  });
});

import fc from 'fast-check';
import {
  ACQUIESCENCE_HIGH,
  acquiescenceIndex,
  evenOddConsistency,
  isContradictory,
  isSpeeding,
  longString,
  mahalanobisSquared,
  responseVariability,
  median,
  QualityAnswer,
  qualityFlags,
} from './response-quality';

const FWD = [1, 2, 3, 4, 5];
const REV = [5, 4, 3, 2, 1];
const answer = (facet: string, optionIndex: number, reverse = false, ms = 3000): QualityAnswer => {
  const optionScores = reverse ? REV : FWD;
  return { facet, optionIndex, score: optionScores[optionIndex], optionScores, ms };
};

describe('longString', () => {
  it('should find the longest run of one option', () => {
    expect(longString([0, 1, 1, 1, 4, 4, 0])).toBe(3);
    expect(longString([])).toBe(0);
    expect(longString(Array<number>(30).fill(4))).toBe(30);
  });

  it('should not count a run of the skipped (middle) option', () => {
    expect(longString([2, 2, 2, 2, 2, 1, 1], 2)).toBe(2);
    expect(longString(Array<number>(30).fill(2), 2)).toBe(0);
  });

  it('should be at most the number of answers, and at least 1 for any answer', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1 }), (xs) => {
        const n = longString(xs);
        return n >= 1 && n <= xs.length;
      }),
    );
  });
});

describe('responseVariability and mahalanobisSquared', () => {
  it('should give the SD of the positions, 0 for one option throughout', () => {
    expect(responseVariability([0, 4, 0, 4])).toBe(2);
    expect(responseVariability([3, 3, 3])).toBe(0);
  });

  it('should weigh each difference from the mean by the inverse covariance', () => {
    expect(
      mahalanobisSquared(
        [3, 1],
        [1, 1],
        [
          [0.25, 0],
          [0, 1],
        ],
      ),
    ).toBe(1);
    expect(
      mahalanobisSquared(
        [1, 1],
        [1, 1],
        [
          [1, 0],
          [0, 1],
        ],
      ),
    ).toBe(0);
  });
});

describe('isSpeeding', () => {
  it('should flag a median under 1 s over at least 10 timed answers', () => {
    expect(isSpeeding([...Array<number>(6).fill(400), ...Array<number>(5).fill(5000)])).toBe(true);
    expect(isSpeeding([...Array<number>(5).fill(400), ...Array<number>(6).fill(5000)])).toBe(false);
  });

  it('should not judge fewer than 10 timed answers (untimed ones do not count)', () => {
    expect(isSpeeding([...Array<number>(9).fill(100), null, undefined])).toBe(false);
  });

  it('should take the mean of the middle two for an even count', () => {
    expect(median([1, 3, 2, 10])).toBe(2.5);
    expect(isSpeeding([...Array<number>(5).fill(999), ...Array<number>(5).fill(1001)])).toBe(false);
  });
});

describe('even–odd consistency', () => {
  // Six facets of four items; `level(f)` the option chosen on facet f, `odd` the odd items' option.
  const session = (even: (f: number) => number, odd: (f: number) => number) =>
    Array.from({ length: 24 }, (_, i) => {
      const f = Math.floor(i / 4);
      return answer(`F${f}`, i % 2 === 0 ? even(f) : odd(f));
    });

  it('should be 1 when both halves give the same profile, and flag nothing', () => {
    const same = session(
      (f) => f % 5,
      (f) => f % 5,
    );
    expect(evenOddConsistency(same)).toBe(1);
    expect(isContradictory(same)).toBe(false);
  });

  it('should be negative, and contradictory, when the halves tell opposite stories', () => {
    const opposite = session(
      (f) => f % 5,
      (f) => 4 - (f % 5),
    );
    expect(evenOddConsistency(opposite)).toBeLessThan(0);
    expect(isContradictory(opposite)).toBe(true);
  });

  it('should not judge fewer than 6 facets, nor a middle answer throughout', () => {
    expect(
      evenOddConsistency(
        session(
          () => 2,
          () => 2,
        ),
      ),
    ).toBeNull();
    expect(
      evenOddConsistency(
        session(
          (f) => f % 5,
          (f) => f % 5,
        ).slice(0, 20),
      ),
    ).toBeNull();
  });
});

describe('acquiescenceIndex', () => {
  it('should be 0 for balanced answers, 0.5 for "Agree" to everything, 1 for "Strongly agree"', () => {
    const pairs = (forward: number, reverse: number) => [
      answer('A', forward),
      answer('A', forward),
      answer('A', reverse, true),
      answer('A', reverse, true),
    ];
    // Agreeing with the forward items and disagreeing with their opposites: no lean.
    expect(acquiescenceIndex(pairs(4, 0))).toBe(0);
    expect(acquiescenceIndex(pairs(2, 2))).toBe(0);
    expect(acquiescenceIndex(pairs(3, 3))).toBe(0.5);
    expect(acquiescenceIndex(pairs(4, 4))).toBe(1);
    expect(acquiescenceIndex(pairs(0, 0))).toBe(-1);
  });

  it('should judge only facets with both keyings, and be null without any', () => {
    expect(acquiescenceIndex([answer('A', 4), answer('A', 4)])).toBeNull();
    expect(acquiescenceIndex([answer('A', 4), answer('B', 4), answer('B', 4, true)])).toBe(1);
  });
});

describe('qualityFlags', () => {
  it('should list every flag that applies, in a fixed order', () => {
    const answers = Array.from({ length: 12 }, (_, i) => answer(`F${i % 2}`, 4, i % 3 === 0, 300));
    expect(qualityFlags(answers)).toEqual(['straightLining', 'speeding', 'acquiescent']);
  });

  it('should flag a session that agrees with both sides, and not one that leans a little', () => {
    // Varied "Agree"/"Strongly agree" on both keyings: never 10 alike in a row, never 2 points apart.
    const leaning = Array.from({ length: 16 }, (_, i) =>
      answer(`F${Math.floor(i / 4)}`, 3 + (i % 3 === 0 ? 1 : 0), i % 2 === 0),
    );
    expect(acquiescenceIndex(leaning)).toBeGreaterThanOrEqual(0.5);
    expect(qualityFlags(leaning)).toContain('acquiescent');
    const slight = Array.from({ length: 16 }, (_, i) =>
      answer(`F${Math.floor(i / 4)}`, i % 3 === 0 ? 3 : 2, i % 2 === 0),
    );
    expect(acquiescenceIndex(slight)).toBeLessThan(ACQUIESCENCE_HIGH);
    expect(qualityFlags(slight)).toEqual([]);
  });

  it('should not call a consistent middle answer straight-lining', () => {
    const middle = Array.from({ length: 40 }, (_, i) => answer(`F${i % 8}`, 2, i % 2 === 0));
    expect(qualityFlags(middle)).toEqual([]);
  });

  it('should flag nothing for careful, varied answers', () => {
    const answers = Array.from({ length: 20 }, (_, i) => answer('F', i % 5, false, 4000));
    expect(qualityFlags(answers)).toEqual([]);
  });
});

import fc from 'fast-check';
import {
  ACQUIESCENCE_HIGH,
  acquiescenceIndex,
  contradictions,
  isReverseKeyed,
  isSpeeding,
  isStraightLining,
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

describe('isStraightLining', () => {
  it('should flag 9 of 10 consecutive items on one option', () => {
    expect(isStraightLining([2, 2, 2, 2, 0, 2, 2, 2, 2, 2])).toBe(true);
  });

  it('should not flag 8 of 10, nor fewer than 10 items', () => {
    expect(isStraightLining([2, 2, 2, 2, 0, 1, 2, 2, 2, 2])).toBe(false);
    expect(isStraightLining([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });

  it('should find a block in the middle of varied answers', () => {
    const varied = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4];
    expect(isStraightLining([...varied, ...Array<number>(10).fill(4), ...varied])).toBe(true);
    expect(isStraightLining([...varied, ...varied, ...varied])).toBe(false);
  });

  it('should flag any sequence of ≥ 10 items that all choose one option', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 80 }), fc.integer({ min: 0, max: 4 }), (n, o) =>
        isStraightLining(Array<number>(n).fill(o)),
      ),
    );
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

describe('contradictions', () => {
  it('should tell reverse-keyed items by falling option scores', () => {
    expect(isReverseKeyed(REV)).toBe(true);
    expect(isReverseKeyed(FWD)).toBe(false);
  });

  it('should flag a facet whose statement and its opposite are both agreed with', () => {
    // "Strongly agree" (index 4) everywhere: forward keyed 5, reverse keyed 1 → gap 4 ≥ 2.
    const both = [answer('A', 4), answer('A', 4), answer('A', 4, true)];
    expect(contradictions(both)).toEqual({ judged: 1, contradictory: ['A'] });
  });

  it('should not flag consistent answers nor facets without reverse-keyed items', () => {
    const consistent = [answer('A', 4), answer('A', 0, true), answer('B', 4), answer('B', 4)];
    expect(contradictions(consistent)).toEqual({ judged: 1, contradictory: [] });
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
    expect(qualityFlags(answers)).toEqual([
      'straightLining',
      'speeding',
      'contradictory',
      'acquiescent',
    ]);
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

  it('should flag nothing for careful, varied answers', () => {
    const answers = Array.from({ length: 20 }, (_, i) => answer('F', i % 5, false, 4000));
    expect(qualityFlags(answers)).toEqual([]);
  });
});

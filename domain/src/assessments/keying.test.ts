import { keyedOptions, keyedScore } from './keying';

describe('keying', () => {
  it('should mirror a reverse-keyed score on the scale: max + min − raw', () => {
    expect([1, 2, 3, 4, 5].map((r) => keyedScore(r, 'reverse', 1, 5))).toEqual([5, 4, 3, 2, 1]);
    expect(keyedScore(0, 'reverse', 0, 3)).toBe(3);
  });

  it('should keep a forward-keyed score', () => {
    expect([1, 2, 3, 4, 5].map((r) => keyedScore(r, 'forward', 1, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('should refuse a score outside the scale', () => {
    expect(() => keyedScore(6, 'reverse', 1, 5)).toThrow(RangeError);
  });

  it('should keep the wording order and key the option scores', () => {
    const scale = [
      { optionText: 'Disagree', score: 1 },
      { optionText: 'Neutral', score: 2 },
      { optionText: 'Agree', score: 3 },
    ];
    expect(keyedOptions(scale, 'reverse')).toEqual([
      { optionText: 'Disagree', score: 3 },
      { optionText: 'Neutral', score: 2 },
      { optionText: 'Agree', score: 1 },
    ]);
    expect(keyedOptions(scale, 'forward')).toEqual(scale);
  });
});

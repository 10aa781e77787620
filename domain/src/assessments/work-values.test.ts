import { FLAT_VALUES_SPREAD, isFlatProfile } from './work-values';

describe('isFlatProfile', () => {
  it('should call averages within one point flat, and a one-point spread not', () => {
    expect(FLAT_VALUES_SPREAD).toBe(1);
    expect(isFlatProfile([4.5, 4.25, 4, 3.75])).toBe(true);
    expect(isFlatProfile([4.5, 3.5])).toBe(false);
    expect(isFlatProfile([5, 2, 4])).toBe(false);
  });

  it('should not judge fewer than two averages, nor count missing ones', () => {
    expect(isFlatProfile([4])).toBe(false);
    expect(isFlatProfile([])).toBe(false);
    expect(isFlatProfile([4, Number.NaN, 4.25])).toBe(true);
  });
});

import { eqBandOf, eqBandRanges, eqResult } from './eq-bands';

describe('Emotional Intelligence bands from the instrument as served', () => {
  it("should print the spec's ranges for a 15-item instrument", () => {
    expect(eqBandRanges(15).map((r) => r.label)).toEqual([
      'High (60-75)',
      'Moderate (45-59)',
      'Low (below 45)',
    ]);
  });

  it('should print 80-100, 60-79 and below 60 for the 20 items the bank serves', () => {
    expect(eqBandRanges(20)).toEqual([
      { band: 'high', min: 80, max: 100, label: 'High (80-100)' },
      { band: 'moderate', min: 60, max: 79, label: 'Moderate (60-79)' },
      { band: 'low', min: 20, max: 59, label: 'Low (below 60)' },
    ]);
  });

  it.each([12, 15, 17, 20, 24])(
    'should make the all-middle student (3 on each of %i items) Moderate, and one point less Low',
    (items) => {
      expect(eqBandOf(3 * items, items)).toBe('moderate');
      expect(eqBandOf(3 * items - 1, items)).toBe('low');
      expect(eqBandOf(4 * items, items)).toBe('high');
      expect(eqBandOf(4 * items - 1, items)).toBe('moderate');
    },
  );

  it('should not call a total of 60 on 20 items High (the fixed 15-item bands did)', () => {
    expect(eqResult(60, 20).band).toBe('moderate');
  });
});

import { bandText, changeText, ordinal, semByFacet } from './norms-text';

describe('norms texts', () => {
  it('names a band by its percentiles and never invents one', () => {
    expect(bandText({ low: 40, high: 60 })).toBe('between the 40th and 60th percentile');
    expect(bandText({ low: 1, high: 5 })).toBe('between the 1st and 5th percentile');
    expect(bandText(null)).toBe('no comparison yet');
    expect([1, 2, 3, 11, 12, 13, 21, 22, 99].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '99th',
    ]);
  });

  it('says whether a change is beyond measurement error', () => {
    const base = { facet: 'Artistic', before: 2, after: 4.5, rci: 3.1 };
    expect(changeText({ ...base, direction: 'up' })).toBe(
      '2.0 → 4.5: a reliable increase, beyond measurement error',
    );
    expect(changeText({ ...base, direction: 'none' })).toBe(
      '2.0 → 4.5: within measurement error (no reliable change)',
    );
    expect(changeText({ ...base, rci: null, direction: null })).toMatch(/not enough data/);
  });

  it('keeps only known SEMs', () => {
    const map = semByFacet([
      {
        facet: 'A',
        category: 'Part I',
        average: 3,
        sem: 0.4,
        band: null,
        group: null,
        reason: null,
      },
      {
        facet: 'B',
        category: 'Part I',
        average: 3,
        sem: null,
        band: null,
        group: null,
        reason: null,
      },
    ]);
    expect([...map]).toEqual([['A', 0.4]]);
  });
});

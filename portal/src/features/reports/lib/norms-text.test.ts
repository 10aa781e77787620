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

  it('says in plain words whether a change is beyond measurement error', () => {
    const base = { facet: 'Artistic', before: 2, after: 4.5, rci: 3.1 };
    expect(changeText({ ...base, direction: 'up' })).toBe(
      '2.0 then, 4.5 now. Clearly higher: the change is larger than measurement error.',
    );
    expect(changeText({ ...base, before: 4.5, after: 2, direction: 'down' })).toBe(
      '4.5 then, 2.0 now. Clearly lower: the change is larger than measurement error.',
    );
    expect(changeText({ ...base, direction: 'none' })).toBe(
      '2.0 then, 4.5 now. This difference is within measurement error, so it may not be a real change.',
    );
    expect(changeText({ ...base, rci: null, direction: null })).toBe(
      '2.0 then, 4.5 now. Too few students have answered these questions yet to tell a real change from measurement error.',
    );
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

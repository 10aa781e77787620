import { facetScores, RawAnswerRow } from './facet-scores';
import { keyedScore } from './keying';
import {
  isPartIIIEligible,
  partIIIEligibleFromScores,
  partIIIQuestionFilter,
  partIIQuestionFilter,
  selectPartI,
  selectTopFacets,
  topFacetsOf,
  topThreeWithTies,
  topWithSecondTies,
} from './part-selection';

const row = (
  category: string,
  sub: string,
  facet: string,
  score: number,
  taxonomy: string[] = [],
): RawAnswerRow => ({
  category,
  sub_category: sub,
  facet,
  score,
  taxonomy,
});
/** Part I rows: each category gets its scores (the facet is named after the category). */
const partI = (scores: Record<string, number[]>) =>
  Object.entries(scores).flatMap(([cat, list]) => list.map((s) => row('Part I', cat, cat, s)));

describe('topWithSecondTies', () => {
  it('should take the best and the second', () => {
    expect(
      topWithSecondTies(
        new Map([
          ['a', 9],
          ['b', 7],
          ['c', 5],
        ]),
      ),
    ).toEqual(['a', 'b']);
  });
  it('should add every entry tied with the second', () => {
    expect(
      topWithSecondTies(
        new Map([
          ['a', 9],
          ['b', 7],
          ['c', 7],
          ['d', 6],
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
  });
  it('should keep a tie at the top and the tie at second together', () => {
    expect(
      topWithSecondTies(
        new Map([
          ['a', 8],
          ['b', 8],
          ['c', 8],
          ['d', 1],
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
  });
  it('should return what there is when there are two or fewer', () => {
    expect(topWithSecondTies(new Map([['a', 1]]))).toEqual(['a']);
    expect(topWithSecondTies(new Map())).toEqual([]);
  });
});

describe('selectPartI', () => {
  it('should pick the two highest sub-categories by summed score', () => {
    const result = selectPartI(partI({ Arts: [3, 3, 3], Science: [3, 3, 2], Law: [1, 1, 1] }));
    expect(result.topSubcategories).toEqual(['Arts', 'Science']);
  });

  it('should add sub-categories tied at the second score', () => {
    const result = selectPartI(
      partI({ Arts: [3, 3, 3], Science: [3, 2, 2], Law: [2, 3, 2], Maths: [1, 1, 1] }),
    );
    expect(result.topSubcategories).toEqual(['Arts', 'Science', 'Law']);
  });

  // Changed from the original: "a total of 10 or more" became "an average of 10/3 or more, above
  // the student's own mean" (acquiescence-corrected). Law (3.33) reaches the average but is below
  // this student's mean (4.0) in the second case, so it is no longer added there.
  it('should also make a facet eligible whose average reaches 10/3 above the own mean', () => {
    const result = selectPartI(
      partI({
        Arts: [5, 5, 5],
        Science: [5, 5, 4],
        Law: [4, 3, 3],
        Maths: [1, 1, 1],
        Music: [1, 1, 1],
      }),
    );
    expect(result.eligibleFacets).toEqual(['Arts', 'Science', 'Law']);
    expect(result.topSubcategories).toEqual(['Arts', 'Science', 'Law']);
    const high = selectPartI(
      partI({ Arts: [5, 5, 5], Science: [5, 5, 4], Law: [4, 3, 3], Maths: [3, 3, 3] }),
    );
    expect(high.eligibleFacets).toEqual(['Arts', 'Science']);
    expect(high.topSubcategories).toEqual(['Arts', 'Science']);
  });

  it('should apply the average threshold to 4-item areas (3.25 is below 10/3)', () => {
    const result = selectPartI(
      partI({ Arts: [5, 5, 5, 5], Science: [5, 5, 5, 4], Law: [4, 3, 3, 3], Maths: [1, 1, 1, 1] }),
    );
    expect(result.eligibleFacets).toEqual(['Arts', 'Science']);
  });

  it('should not treat 9 as reaching the threshold of 10', () => {
    const result = selectPartI(partI({ Arts: [5, 5, 5], Science: [5, 5, 5], Law: [3, 3, 3] }));
    expect(result.topSubcategories).toEqual(['Arts', 'Science']);
  });

  it('should ignore rows that are not Part I', () => {
    const rows = [...partI({ Arts: [1], Law: [2] }), row('Part II', 'Arts', 'Music', 5)];
    expect(selectPartI(rows).topSubcategories).toEqual(['Law', 'Arts']);
  });

  it('should load Part II questions of the chosen sub-categories only', () => {
    const keep = partIIQuestionFilter({ topSubcategories: ['Arts'], eligibleFacets: [] });
    expect(keep({ category: 'Part II', subCategory: 'Arts', facet: 'Music' })).toBe(true);
    expect(keep({ category: 'Part II', subCategory: 'Law', facet: 'Law' })).toBe(false);
    expect(keep({ category: 'Part I', subCategory: 'Arts', facet: 'Arts' })).toBe(false);
  });
});

describe('selectPartI corrects for acquiescence', () => {
  const areas = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  /** 4 items per area, the last reverse-keyed: "Strongly agree" keys to 5, 5, 5, 1. */
  const answering = (rawOf: (area: string) => number) =>
    partI(
      Object.fromEntries(
        areas.map((a) => {
          const raw = rawOf(a);
          return [a, [raw, raw, raw, keyedScore(raw, 'reverse', 1, 5)]];
        }),
      ),
    );
  const partIICount = (rows: RawAnswerRow[]) => selectPartI(rows).topSubcategories.length * 4;

  it('should select no more Part II subjects for uniform agreement than for a differentiated profile', () => {
    const uniform = answering(() => 5);
    const differentiated = answering((a) => (a === 'B' || a === 'E' ? 5 : 2));
    expect(selectPartI(differentiated).topSubcategories).toEqual(['B', 'E']);
    // Uniform agreement ties all eight: the student chooses two (part-i-choice.test.ts).
    expect(selectPartI(uniform).tie).toEqual({ among: areas, pick: 2 });
    expect(selectPartI(uniform, ['H', 'C']).topSubcategories).toEqual(['H', 'C']);
    expect(selectPartI(uniform).eligibleFacets).toEqual([]);
    expect(partIICount(uniform)).toBeLessThanOrEqual(partIICount(differentiated));
    for (const raw of [1, 2, 3, 4, 5]) {
      expect(partIICount(answering(() => raw))).toBeLessThanOrEqual(partIICount(differentiated));
    }
  });

  it('should rank by the centred average, so a longer area does not win by its item count', () => {
    const rows = [...partI({ Long: [4, 4, 4, 4, 4, 4], Short: [5, 5, 5, 5], Low: [1, 1, 1, 1] })];
    expect(selectPartI(rows).topSubcategories).toEqual(['Short', 'Long']);
  });
});

describe('selectTopFacets and Part III eligibility', () => {
  const partII = [
    row('Part II', 'Arts', 'Music', 5, ['Part III', 'ISCED-F 0215']),
    row('Part II', 'Arts', 'Music', 4, ['Part III', 'ISCED-F 0215']),
    row('Part II', 'Arts', 'Drama', 4, ['ISCED-F 0215']),
    row('Part II', 'Arts', 'Drama', 4, ['ISCED-F 0215']),
    row('Part II', 'Arts', 'Design', 4, ['Part III']),
    row('Part II', 'Arts', 'Design', 4, ['Part III']),
    row('Part II', 'Arts', 'Film', 2, []),
  ];

  it('should take the best average and every facet tied at the second-best average', () => {
    expect(selectTopFacets(partII)).toEqual(['Music', 'Drama', 'Design']);
  });

  it('should select the same facets from facet scores (the server aggregate)', () => {
    const reversed = facetScores(partII).reverse();
    expect(topFacetsOf(reversed)).toEqual(['Music', 'Design', 'Drama']);
    expect(topFacetsOf(facetScores(partII.filter((r) => r.facet !== 'Music')))).toEqual([
      'Drama',
      'Design',
    ]);
  });

  it("should be eligible when a top facet's first taxonomy entry is Part III", () => {
    const taxonomy = new Map(partII.map((r) => [r.facet, r.taxonomy]));
    expect(isPartIIIEligible(['Drama'], (f) => taxonomy.get(f))).toBe(false);
    expect(isPartIIIEligible(['Drama', 'Music'], (f) => taxonomy.get(f))).toBe(true);
    expect(isPartIIIEligible([], (f) => taxonomy.get(f))).toBe(false);
  });

  it('should not count Part III written later in the taxonomy', () => {
    expect(isPartIIIEligible(['X'], () => ['ISCED-F', 'Part III'])).toBe(false);
  });

  it('should show Part III questions of the top facets only', () => {
    const keep = partIIIQuestionFilter(['Music']);
    expect(keep({ category: 'Part III', subCategory: 'Music' })).toBe(true);
    expect(keep({ category: 'Part III', subCategory: 'Drama' })).toBe(false);
    expect(keep({ category: 'Part II', subCategory: 'Music' })).toBe(false);
  });
});

describe('topThreeWithTies', () => {
  const s = (...avgs: number[]) => avgs.map((averageScore, i) => ({ id: i, averageScore }));
  it('should keep three, extended by ties with the third', () => {
    expect(topThreeWithTies(s(5, 4, 3, 3, 3, 2)).map((x) => x.id)).toEqual([0, 1, 2, 3, 4]);
    expect(topThreeWithTies(s(5, 4, 3, 2)).map((x) => x.id)).toEqual([0, 1, 2]);
    expect(topThreeWithTies(s(5, 4)).map((x) => x.id)).toEqual([0, 1]);
  });
});

describe('partIIIEligibleFromScores', () => {
  const score = (_id: string, averageScore: number, taxonomy: string[] = ['ISCED']) => ({
    _id,
    averageScore,
    totalScore: averageScore,
    count: 1,
    taxonomy,
    facetNote: null,
  });

  it('is eligible when a top facet (best, or tied at the second) starts with Part III', () => {
    expect(
      partIIIEligibleFromScores([
        score('Law', 5),
        score('Physics', 4, ['Part III']),
        score('Art', 4),
      ]),
    ).toBe(true);
    expect(
      partIIIEligibleFromScores([
        score('Law', 5),
        score('Art', 4),
        score('Physics', 3, ['Part III']),
      ]),
    ).toBe(false);
  });

  it('never counts a score without an average as a top facet', () => {
    expect(
      partIIIEligibleFromScores([score('Physics', Number.NaN, ['Part III']), score('Law', 5)]),
    ).toBe(false);
  });
});

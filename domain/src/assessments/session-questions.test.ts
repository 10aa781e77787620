import { RawAnswerRow } from './facet-scores';
import { sessionQuestions } from './session-questions';

const q = (id: number, category: string, subCategory: string, facet: string | null = null) => ({
  id,
  category,
  subCategory,
  facet,
});
const bank = [
  q(1, 'Part I', 'Sciences', 'Sciences'),
  q(2, 'Part I', 'Arts', 'Arts'),
  q(3, 'Part I', 'Law & Society', 'Law & Society'),
  q(11, 'Part II', 'Sciences', 'Physics'),
  q(12, 'Part II', 'Arts', 'Painting'),
  q(13, 'Part II', 'Law & Society', 'Law'),
  q(21, 'Part III', 'Physics', 'Astrophysics'),
  q(22, 'Part III', 'Law', 'Criminal Law'),
];
const partI = (scores: Record<string, number[]>): RawAnswerRow[] =>
  Object.entries(scores).flatMap(([area, list]) =>
    list.map((score) => ({
      category: 'Part I',
      sub_category: area,
      facet: area,
      score,
      taxonomy: [],
    })),
  );
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('sessionQuestions', () => {
  it('should take every question for Career and Learning', () => {
    expect(ids(sessionQuestions('Career', bank))).toEqual(ids(bank));
    expect(ids(sessionQuestions('Learning', bank))).toEqual(ids(bank));
  });

  it('should take Part I and the Part II questions of the top Part I areas for Subject', () => {
    const choices = { partIRows: partI({ Sciences: [5], Arts: [4], 'Law & Society': [1] }) };
    expect(ids(sessionQuestions('Subject', bank, choices))).toEqual([1, 2, 3, 11, 12]);
  });

  // The original "a total of 10 or more" became an average of 10/3 or more above the
  // student's own mean: two low areas (answers only) put Law & Society above that mean.
  it('should add the Part II questions of a Part I area averaging 10/3 or more', () => {
    const low = { Crafts: [1, 1, 1], Sport: [1, 1, 1] };
    const rows = partI({
      Sciences: [5, 5, 5],
      Arts: [4, 4, 4],
      'Law & Society': [4, 3, 3],
      ...low,
    });
    expect(ids(sessionQuestions('Subject', bank, { partIRows: rows }))).toEqual([
      1, 2, 3, 11, 12, 13,
    ]);
    const below = partI({
      Sciences: [5, 5, 5],
      Arts: [4, 4, 4],
      'Law & Society': [3, 3, 3],
      ...low,
    });
    expect(ids(sessionQuestions('Subject', bank, { partIRows: below }))).not.toContain(13);
  });

  it('should take only Part I while no Part I answer exists', () => {
    expect(ids(sessionQuestions('Subject', bank))).toEqual([1, 2, 3]);
  });

  it('should take the Part III questions of the eligible subjects only', () => {
    expect(ids(sessionQuestions('SubjectPart3', bank, { eligibleSubjects: ['Law'] }))).toEqual([
      22,
    ]);
    expect(sessionQuestions('SubjectPart3', bank)).toEqual([]);
  });
});

import { partIIIEligibleFromScores } from '@aspire/domain';
import {
  partIIIScores,
  partIIScores,
  subjectBarItems,
  topSubjects,
  topSubjectsPayload,
  valueAxis,
} from './subject-chart';
import { rowsFor, scoresOf } from '../../../../test/raw-answer-rows';

const partI = rowsFor('Natural Sciences & Mathematics', [5, 5, 5], { category: 'Part I' });

describe('UniReady chart shaping', () => {
  it('should score only the Part II subjects, best average first', () => {
    const scores = partIIScores(
      scoresOf([...partI, ...rowsFor('Chemistry', [3, 4]), ...rowsFor('Physics', [5, 4])]),
    );
    expect(scores.map((s) => [s._id, s.averageScore, s.totalScore])).toEqual([
      ['Physics', 4.5, 9],
      ['Chemistry', 3.5, 7],
    ]);
    expect(scores[0]?.facetNote).toBe('Physics note');
  });

  it('should chart at least three subjects and every subject tied with the third', () => {
    const scores = partIIScores(
      scoresOf([
        ...rowsFor('A', [5]),
        ...rowsFor('B', [4]),
        ...rowsFor('C', [3]),
        ...rowsFor('D', [3]),
        ...rowsFor('E', [2]),
      ]),
    );
    expect(topSubjects(scores).map((s) => s._id)).toEqual(['A', 'B', 'C', 'D']);
    expect(topSubjects(scores.slice(0, 2)).map((s) => s._id)).toEqual(['A', 'B']);
  });

  it('should save the top subjects as subject and average', () => {
    const top = topSubjects(partIIScores(scoresOf(rowsFor('Law', [4, 5]))));
    expect(topSubjectsPayload(top)).toEqual([{ subject: 'Law', averageScore: 4.5 }]);
    expect(subjectBarItems(top)).toEqual([{ id: 'Law', label: 'Law', value: 4.5 }]);
  });

  it('should apply Part III when a top facet (or one tied at the second) starts with Part III', () => {
    const rows = [
      ...rowsFor('Chemistry', [5]),
      ...rowsFor('Physics', [4], { taxonomy: ['Part III', 'ISCED'] }),
      ...rowsFor('Biology', [4]),
      ...rowsFor('Law', [2], { taxonomy: ['Part III'] }),
    ];
    expect(partIIIEligibleFromScores(partIIScores(scoresOf(rows)))).toBe(true);
    expect(
      partIIIEligibleFromScores(partIIScores(scoresOf(rows.filter((r) => r.facet !== 'Physics')))),
    ).toBe(false);
  });

  it('should take the Part III facets of their own session', () => {
    const scores = partIIIScores(
      scoresOf([
        ...rowsFor('Astrophysics', [3], { category: 'Part III' }),
        ...rowsFor('Medical Physics', [5], { category: 'Part III' }),
      ]),
    );
    expect(scores.map((s) => s._id)).toEqual(['Medical Physics', 'Astrophysics']);
  });

  it('should scale 0 to at least 5 in whole steps', () => {
    expect(valueAxis([3.5, 4.9])).toEqual({ maxValue: 5, tickValues: [0, 1, 2, 3, 4, 5] });
    expect(valueAxis([5.5]).maxValue).toBe(6);
  });
});

import {
  NO_SCORES,
  PROCESS_FAILED,
  readSubjectScores,
  subjectBars,
  subjectRows,
} from './subject-scores';
import { makeScore } from '../testing/fixtures';

const physics = makeScore({ _id: 'Physics', averageScore: 4, taxonomy: ['Part III', 'x'] });
const chemistry = makeScore({ _id: 'Chemistry', averageScore: 4.5, taxonomy: ['ISCED'] });
const law = makeScore({ _id: 'Law', averageScore: 3, taxonomy: ['Part III'] });

describe('UniReady scores state', () => {
  it('should sort both parts by average, highest first', () => {
    const result = readSubjectScores('u-1', {
      partIIScores: [law, physics, chemistry],
      partIIIScores: [makeScore({ _id: 'A', averageScore: 1 }), makeScore({ _id: 'B' })],
    });
    expect(result.kind).toBe('loaded');
    if (result.kind !== 'loaded') return;
    expect(result.scores.partII.map((s) => s._id)).toEqual(['Chemistry', 'Physics', 'Law']);
    expect(result.scores.partIII.map((s) => s._id)).toEqual(['B', 'A']);
  });

  it('should give the spec messages for a missing user, missing scores and bad scores', () => {
    expect(readSubjectScores(null, { partIIScores: [] })).toEqual({
      kind: 'error',
      message: 'No user ID provided',
    });
    expect(readSubjectScores('u-1', null)).toEqual({ kind: 'error', message: NO_SCORES });
    expect(readSubjectScores('u-1', { partIIScores: [{ averageScore: 2 }] })).toEqual({
      kind: 'error',
      message: PROCESS_FAILED,
    });
  });

  it('should treat a missing Part III list as empty', () => {
    const result = readSubjectScores('u-1', { partIIScores: [physics] });
    expect(result).toMatchObject({ kind: 'loaded', scores: { partIII: [] } });
  });
});

/** Whether the scores screen offers Part III for these Part II scores. */
const eligible = (partII: unknown[]) => {
  const result = readSubjectScores('u-1', { partIIScores: partII });
  return result.kind === 'loaded' ? result.scores.eligible : null;
};

describe('Part III eligibility on the scores screen (docs/product/assessments.md)', () => {
  it('should be eligible when a top facet (best + ties at the second) starts with Part III', () => {
    expect(eligible([chemistry, physics, law])).toBe(true);
  });

  it('should not be eligible when only a lower facet carries Part III', () => {
    const bio = makeScore({ _id: 'Biology', averageScore: 4.2, taxonomy: ['ISCED'] });
    expect(eligible([chemistry, bio, law])).toBe(false);
  });

  it('should count facets tied with the second average', () => {
    const bio = makeScore({ _id: 'Biology', averageScore: 4, taxonomy: ['ISCED'] });
    expect(eligible([chemistry, bio, physics])).toBe(true);
  });
});

describe('UniReady table and bars', () => {
  it('should format scores to 1 decimal with N/A for missing ones', () => {
    const [row] = subjectRows([
      makeScore({ _id: 'Music', averageScore: 3.456, totalScore: NaN, facetNote: ' Sound. ' }),
    ]);
    expect(row).toEqual({ facet: 'Music', average: '3.5', total: 'N/A', note: 'Sound.' });
  });

  it('should chart each subject by its average', () => {
    expect(subjectBars([physics])).toEqual([{ id: 'Physics', label: 'Physics', value: 4 }]);
  });
});

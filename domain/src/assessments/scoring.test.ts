import { LEARNING_SECTIONS } from './constants';
import { facetScores, RawAnswerRow } from './facet-scores';
import { formatScore, truncateCareerLabel, truncateLearningLabel } from './labels';
import { canRetake, nextRetakeDate } from './retake';
import { careerVisualization, isValidSection, learningVisualization } from './visualization';

const row = (
  category: string,
  sub: string,
  facet: string,
  score: number,
  note?: string,
): RawAnswerRow => ({
  category,
  sub_category: sub,
  facet,
  facet_note: note ?? null,
  score,
  taxonomy: ['t'],
});

describe('facetScores', () => {
  it('should average, total and count per facet in first-seen order', () => {
    const scores = facetScores([
      row('c', 's', 'A', 4, 'note A'),
      row('c', 's', 'B', 1),
      row('c', 's', 'A', 1),
    ]);
    expect(scores).toEqual([
      {
        _id: 'A',
        averageScore: 2.5,
        totalScore: 5,
        count: 2,
        taxonomy: ['t'],
        facetNote: 'note A',
      },
      { _id: 'B', averageScore: 1, totalScore: 1, count: 1, taxonomy: ['t'], facetNote: null },
    ]);
  });
  it('should answer nothing for no rows', () => {
    expect(facetScores([])).toEqual([]);
  });
});

describe('visualizations', () => {
  it('should key career answers by section, leaving out empty sections', () => {
    const v = careerVisualization([
      row(
        'FutureReady',
        'Intrinsic vs. Extrinsic Motivation',
        'Intrinsic Motivation',
        5,
        'inner drive',
      ),
      row('FutureReady', 'Intrinsic vs. Extrinsic Motivation', 'Extrinsic Motivation', 2),
    ]);
    expect(Object.keys(v)).toEqual(['motivation']);
    expect(v.motivation).toEqual({
      labels: ['Intrinsic Motivation', 'Extrinsic Motivation'],
      datasets: [
        { data: [5, 2], totalScores: [5, 2], facetNote: { 'Intrinsic Motivation': 'inner drive' } },
      ],
    });
  });
  it('should key learning answers by category', () => {
    const v = learningVisualization([
      row(LEARNING_SECTIONS[1].category, 'Collaborative', 'Collaborative', 3),
    ]);
    expect(Object.keys(v)).toEqual(['socialEnvironmentalLearning']);
    expect(isValidSection(v.socialEnvironmentalLearning)).toBe(true);
    expect(isValidSection(v.sensoryModalityPreferences)).toBe(false);
  });
});

describe('the 6-month window (180 days)', () => {
  const done = new Date('2026-01-01T00:00:00Z');
  it('should open exactly 15552000000 ms after completion', () => {
    expect(nextRetakeDate(done).toISOString()).toBe('2026-06-30T00:00:00.000Z');
    expect(canRetake(done, new Date('2026-06-29T23:59:59.999Z'), false)).toBe(false);
    expect(canRetake(done, new Date('2026-06-30T00:00:00.000Z'), false)).toBe(true);
  });
  it('should always let admins and first-timers in', () => {
    expect(canRetake(done, new Date('2026-01-02T00:00:00Z'), true)).toBe(true);
    expect(canRetake(null, new Date(), false)).toBe(true);
  });
});

describe('labels and scores', () => {
  it('should cut StudyStyle labels over 40 characters to 30 plus an ellipsis', () => {
    expect(truncateLearningLabel('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncateLearningLabel('x'.repeat(41))).toBe(`${'x'.repeat(30)}...`);
  });
  it('should cut FutureReady labels over 50 characters to 47 plus an ellipsis', () => {
    expect(truncateCareerLabel('y'.repeat(50))).toBe('y'.repeat(50));
    expect(truncateCareerLabel('y'.repeat(51))).toBe(`${'y'.repeat(47)}...`);
  });
  it('should show Unknown for empty labels', () => {
    expect(truncateLearningLabel('')).toBe('Unknown');
    expect(truncateCareerLabel(null)).toBe('Unknown');
  });
  it('should format scores to one decimal or N/A', () => {
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(undefined)).toBe('N/A');
    expect(formatScore(Number.NaN)).toBe('N/A');
  });
});

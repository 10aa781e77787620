import type { CareerVisualization } from '@aspire/domain';
import { careerRadar, radarLabelFontSize } from './career-radar';

const visualization: CareerVisualization = {
  bigFive: {
    labels: ['Openness', 'Conscientiousness'],
    datasets: [{ data: [4, 3], totalScores: [16, 12], facetNote: { Openness: 'Curious.' } }],
  },
  careerInterest: {
    labels: ['Realistic'],
    datasets: [{ data: [5.5], totalScores: [22], facetNote: {} }],
  },
  motivation: { labels: [], datasets: [{ data: [], totalScores: [], facetNote: {} }] },
};

describe('FutureReady merged radar', () => {
  it('should merge the sections in the spec order, one series per section', () => {
    const radar = careerRadar(visualization);
    expect(radar?.series).toEqual([
      'Career Interests & Personality',
      'Big Five Personality Traits',
    ]);
    expect(radar?.points).toEqual([
      {
        label: 'Realistic',
        values: { 'Career Interests & Personality': 5.5, 'Big Five Personality Traits': 0 },
      },
      {
        label: 'Openness',
        values: { 'Big Five Personality Traits': 4, 'Career Interests & Personality': 0 },
      },
      {
        label: 'Conscientiousness',
        values: { 'Big Five Personality Traits': 3, 'Career Interests & Personality': 0 },
      },
    ]);
  });

  it('should keep the facet notes for the clickable labels and scale to at least 5', () => {
    const radar = careerRadar(visualization);
    expect(radar?.notes).toEqual({ Openness: 'Curious.' });
    expect(radar?.maxValue).toBe(6);
  });

  it('should give null without any section with data', () => {
    expect(careerRadar(null)).toBeNull();
    expect(careerRadar({})).toBeNull();
  });

  it('should use font 12 for labels over 14 characters, else 14', () => {
    expect(radarLabelFontSize('Conscientiousness')).toBe(12);
    expect(radarLabelFontSize('Openness')).toBe(14);
  });
});

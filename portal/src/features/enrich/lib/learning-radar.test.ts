import { radarLabelFontSize } from '../../../components/charts/section-radar';
import { LONG_FACET, learningVisualization, section } from '../testing/fixtures';
import { formatStudyStyleLabel, learningRadar } from './learning-radar';

describe('StudyStyle Profile Index shaping', () => {
  it('should merge the five categories, each a series with its own facets', () => {
    const radar = learningRadar(learningVisualization)!;
    expect(radar.series).toHaveLength(5);
    expect(radar.points.find((p) => p.label === 'Visual')?.values).toEqual({
      'Sensory Modality Preferences': 4.5,
      'Social & Environmental Learning': 0,
      'Self-Regulation & Metacognition': 0,
      'Motivational & Affective Dispositions': 0,
      'Cognitive Style & Thinking Disposition': 0,
    });
    expect(radar.notes).toEqual({ Visual: 'You learn best from diagrams and pictures.' });
  });

  it('should scale from 0 to 5 in steps of 1', () => {
    expect(learningRadar(learningVisualization)?.maxValue).toBe(5);
    expect(learningRadar({ sensoryModalityPreferences: section(['Visual'], [1]) })?.maxValue).toBe(
      5,
    );
  });

  it('should cut labels over 50 characters and size the font by length', () => {
    expect(formatStudyStyleLabel(LONG_FACET)).toBe(`${LONG_FACET.slice(0, 47)}...`);
    expect(formatStudyStyleLabel('x'.repeat(50))).toBe('x'.repeat(50));
    expect(radarLabelFontSize('Growth Mindset')).toBe(14);
    expect(radarLabelFontSize('Growth Mindsets')).toBe(12);
  });

  it('should be empty without a valid section', () => {
    expect(learningRadar(null)).toBeNull();
    expect(learningRadar({ sensoryModalityPreferences: section([], []) })).toBeNull();
  });
});

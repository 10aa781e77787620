import { LEARNING_SECTIONS, truncateCareerLabel, type LearningVisualization } from '@aspire/domain';
import { sectionRadar, type SectionRadar } from '../../../components/charts/section-radar';

/**
 * The five series of the StudyStyle Profile Index, as the tab names them
 * (docs/product/dashboard.md, "StudyStyle Profile").
 */
export const STUDYSTYLE_SERIES: Record<(typeof LEARNING_SECTIONS)[number]['key'], string> = {
  sensoryModalityPreferences: 'Sensory Modality Preferences',
  socialEnvironmentalLearning: 'Social & Environmental Learning',
  selfRegulationMetacognition: 'Self-Regulation & Metacognition',
  motivationalAffectiveDispositions: 'Motivational & Affective Dispositions',
  cognitiveStyleThinkingDisposition: 'Cognitive Style & Thinking Disposition',
};

/** One radar over the five learning categories, scale from 0, suggested maximum 5. */
export const learningRadar = (
  visualization: LearningVisualization | null | undefined,
): SectionRadar | null =>
  sectionRadar(
    LEARNING_SECTIONS.map((s) => ({ key: s.key, title: STUDYSTYLE_SERIES[s.key] })),
    visualization,
  );

/**
 * Labels over 50 characters are truncated (the FutureReady radar's rule;
 * docs/product/dashboard.md, "StudyStyle Profile").
 */
export const formatStudyStyleLabel = truncateCareerLabel;

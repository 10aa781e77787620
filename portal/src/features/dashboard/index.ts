/**
 * The dashboard's pieces other features draw: an assessment's radar tab (the StudyStyle tab of
 * Enrich+ is one).
 */
export { RadarTab, type RadarAssessment } from './components/RadarTab';

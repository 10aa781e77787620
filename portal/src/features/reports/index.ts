export { CareerScoresPage } from './components/CareerScoresPage';
export { LearningScoresPage } from './components/LearningScoresPage';
export { SubjectScoresPage } from './components/SubjectScoresPage';
export { reportCacheKey, type ReportNavigationState } from './lib/report-source';
// What a parent's shared page draws with the report screens' own parts (features/sharing).
export { PartSection } from './components/PartSection';
export { ReportSection } from './components/ReportSection';
export { VisualizationReport } from './components/VisualizationReport';
export { careerSuggestedMax } from './lib/chart-data';
export { versionsText } from './lib/versions-text';

export { CareerScoresPage } from './components/CareerScoresPage';
export { LearningScoresPage } from './components/LearningScoresPage';
export { SubjectScoresPage } from './components/SubjectScoresPage';
export { reportCacheKey, type ReportNavigationState } from './lib/report-source';

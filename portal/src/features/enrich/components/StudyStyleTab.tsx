import { RadarTab, type RadarAssessment } from '../../dashboard';
import { formatStudyStyleLabel, learningRadar } from '../lib/learning-radar';

/** StudyStyle answers are cached for 1 hour (docs/product/dashboard.md, "StudyStyle Profile"). */
const LEARNING_CACHE_MS = 60 * 60 * 1000;
export const STUDYSTYLE_RADAR_TITLE = 'StudyStyle Profile Index';

const STUDYSTYLE: RadarAssessment = {
  type: 'Learning',
  name: 'StudyStyle',
  title: STUDYSTYLE_RADAR_TITLE,
  staleMs: LEARNING_CACHE_MS,
  radar: learningRadar,
  formatLabel: formatStudyStyleLabel,
  valueDecimals: 2,
  takePath: '/learningassessment',
  reportPath: '/learning-scores',
  emptyText: 'Complete the StudyStyle assessment to see how you learn best.',
};

/** The StudyStyle Profile tab (docs/product/dashboard.md): the five-series radar and its buttons. */
export function StudyStyleTab({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  return <RadarTab userId={userId} isAdmin={isAdmin} assessment={STUDYSTYLE} />;
}

import type { ReactNode } from 'react';
import {
  LEARNING_PREFERENCES_NOTE,
  LEARNING_PREFERENCES_SECTION,
  LEARNING_SECTIONS,
  truncateLearningLabel,
} from '@aspire/domain';
import Typography from '@mui/material/Typography';
import { ScoresReportPage, type ScoresReport } from './ScoresReportPage';

export const LEARNING_REPORT_TITLE = 'StudyStyle Profile Index';

const LEARNING_REPORT: ScoresReport = {
  type: 'Learning',
  part: 'StudyStyle',
  title: LEARNING_REPORT_TITLE,
  subtitle: 'Learning Style & Academic Strengths',
  maxWidth: 1600,
  close: { to: '/dashboard_enrich', state: { fromLearningScores: true } },
  sections: LEARNING_SECTIONS,
  chart: () => 'radar',
  suggestedMax: () => 5,
  formatLabel: truncateLearningLabel,
  emptyTableText: 'No data available.',
  sectionNotes: (key) =>
    key === LEARNING_PREFERENCES_SECTION && (
      // Preferences, not a way to learn better (docs/decisions/0143).
      <Typography variant="body2" sx={{ mt: 2 }} data-testid="learning-preferences-note">
        {LEARNING_PREFERENCES_NOTE}
      </Typography>
    ),
};

/**
 * The StudyStyle scores screen (/learning-scores;
 * docs/product/assessments.md, "The score reports").
 */
export function LearningScoresPage({ actions }: { actions?: ReactNode }) {
  return <ScoresReportPage report={LEARNING_REPORT} actions={actions} />;
}

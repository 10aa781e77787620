import {
  LEARNING_PREFERENCES_NOTE,
  LEARNING_PREFERENCES_SECTION,
  LEARNING_SECTIONS,
  truncateLearningLabel,
} from '@aspire/domain';
import Typography from '@mui/material/Typography';
import { useReportSource } from '../hooks/use-report-source';
import { useSession } from '../../../session/session-context';
import { useNorms } from '../api/get-norms';
import { semByFacet } from '../lib/norms-text';
import { NormsPanel } from './NormsPanel';
import { QualityReportNote } from './QualityReportNote';
import { ReportVersions } from './ReportVersions';
import { ReportLayout } from './ReportLayout';
import { ReportSection } from './ReportSection';
import { VisualizationReport } from './VisualizationReport';

export const LEARNING_REPORT_TITLE = 'StudyStyle Profile Index';

/**
 * The StudyStyle scores screen (/learning-scores;
 * docs/product/assessments.md, "The score reports").
 */
export function LearningScoresPage() {
  const source = useReportSource('Learning');
  const norms = useNorms(useSession().userId, 'Learning').data;
  return (
    <ReportLayout
      title={LEARNING_REPORT_TITLE}
      subtitle="Learning Style & Academic Strengths"
      maxWidth={1600}
      close={{ to: '/dashboard_enrich', state: { fromLearningScores: true } }}
    >
      <ReportVersions parts={[{ type: 'Learning', part: 'StudyStyle' }]} />
      <QualityReportNote type="Learning" />
      <VisualizationReport
        source={source}
        sections={LEARNING_SECTIONS}
        renderSection={({ key, title }, value) => (
          <ReportSection
            key={key}
            id={key}
            title={title}
            value={value}
            chart="radar"
            area="Learning"
            suggestedMax={5}
            formatLabel={truncateLearningLabel}
            sems={semByFacet(norms?.facets)}
            emptyTableText="No data available."
          >
            {key === LEARNING_PREFERENCES_SECTION && (
              // Preferences, not a way to learn better (docs/decisions/0143).
              <Typography variant="body2" sx={{ mt: 2 }} data-testid="learning-preferences-note">
                {LEARNING_PREFERENCES_NOTE}
              </Typography>
            )}
          </ReportSection>
        )}
      />
      {source.kind === 'loaded' && <NormsPanel norms={norms} type="Learning" />}
    </ReportLayout>
  );
}

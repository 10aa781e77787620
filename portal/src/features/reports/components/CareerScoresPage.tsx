import { CAREER_SECTIONS, truncateCareerLabel } from '@aspire/domain';
import { useReportSource } from '../hooks/use-report-source';
import { careerSuggestedMax } from '../lib/chart-data';
import { EqBandNotes, MotivationNote } from './CareerNotes';
import { useScores } from '../../../api/get-scores';
import { useSession } from '../../../session/session-context';
import { useNorms } from '../api/get-norms';
import { semByFacet } from '../lib/norms-text';
import { NormsPanel } from './NormsPanel';
import { QualityReportNote } from './QualityReportNote';
import { ReportVersions } from './ReportVersions';
import { ReportLayout } from './ReportLayout';
import { ReportSection } from './ReportSection';
import { VisualizationReport } from './VisualizationReport';

export const CAREER_REPORT_TITLE = 'FutureReady Profile Index';

/** As fresh as the report's own server data (use-report-source). */
const STALE_MS = 60 * 60 * 1000;

/**
 * The FutureReady scores screen (/career-scores; docs/product/assessments.md, "The score reports").
 */
export function CareerScoresPage() {
  const source = useReportSource('Career');
  const { userId } = useSession();
  const norms = useNorms(userId, 'Career').data;
  const scores = useScores(userId ?? '', 'Career', STALE_MS).data;
  return (
    <ReportLayout
      title={CAREER_REPORT_TITLE}
      subtitle="Personalities, Motivations, and Capabilities"
      maxWidth={2000}
      close={{ to: '/dashboard', state: { fromCareerScores: true } }}
    >
      <ReportVersions parts={[{ type: 'Career', part: 'FutureReady' }]} />
      <QualityReportNote type="Career" />
      <VisualizationReport
        source={source}
        sections={CAREER_SECTIONS}
        renderSection={({ key, title }, value) => (
          <ReportSection
            key={key}
            id={key}
            title={title}
            value={value}
            chart={key === 'motivation' ? 'motivation' : 'radar'}
            area="Career"
            suggestedMax={careerSuggestedMax(key)}
            formatLabel={truncateCareerLabel}
            sems={semByFacet(norms?.facets)}
            emptyTableText="No data available for table."
          >
            {key === 'motivation' && <MotivationNote section={value} />}
            {key === 'emotionalIntelligence' && (
              <EqBandNotes result={scores?.emotionalIntelligence} />
            )}
          </ReportSection>
        )}
      />
      {source.kind === 'loaded' && <NormsPanel norms={norms} type="Career" />}
    </ReportLayout>
  );
}

import type { AssessmentType } from '@aspire/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../session/session-context';
import { useNorms } from '../api/get-norms';
import { useReportSource } from '../hooks/use-report-source';
import { semByFacet } from '../lib/norms-text';
import { NormsPanel } from './NormsPanel';
import { QualityReportNote } from './QualityReportNote';
import { ReportLayout, type ReportClose } from './ReportLayout';
import { ReportSection } from './ReportSection';
import { ReportVersions } from './ReportVersions';
import { VisualizationReport } from './VisualizationReport';

/** What tells one section-by-section score report from another. */
export type ScoresReport = {
  type: Extract<AssessmentType, 'Career' | 'Learning'>;
  /** The assessment's name as the versions line gives it (FutureReady, StudyStyle). */
  part: string;
  title: string;
  subtitle: string;
  maxWidth: number;
  close: ReportClose;
  sections: readonly { key: string; title: string }[];
  chart: (key: string) => 'radar' | 'motivation';
  suggestedMax: (key: string) => number;
  formatLabel: (label: string) => string;
  emptyTableText: string;
  /** Read under a section's table (none by default). */
  sectionNotes?: (key: string, value: unknown) => ReactNode;
};

/**
 * A score report of the student's latest session, one section after another, with its norms
 * (docs/product/assessments.md, "The score reports").
 */
export function ScoresReportPage({
  report,
  actions,
}: {
  report: ScoresReport;
  actions?: ReactNode;
}) {
  const { type, sectionNotes } = report;
  const source = useReportSource(type);
  const norms = useNorms(useSession().userId, type).data;
  return (
    <ReportLayout
      title={report.title}
      subtitle={report.subtitle}
      maxWidth={report.maxWidth}
      close={report.close}
      actions={actions}
    >
      <ReportVersions parts={[{ type, part: report.part }]} />
      <QualityReportNote type={type} />
      <VisualizationReport
        source={source}
        sections={report.sections}
        renderSection={({ key, title }, value) => (
          <ReportSection
            key={key}
            id={key}
            title={title}
            value={value}
            chart={report.chart(key)}
            area={type}
            suggestedMax={report.suggestedMax(key)}
            formatLabel={report.formatLabel}
            sems={semByFacet(norms?.facets)}
            emptyTableText={report.emptyTableText}
          >
            {sectionNotes?.(key, value)}
          </ReportSection>
        )}
      />
      {source.kind === 'loaded' && <NormsPanel norms={norms} type={type} />}
    </ReportLayout>
  );
}

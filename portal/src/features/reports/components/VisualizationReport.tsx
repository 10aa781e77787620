import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/LoadingScreen';
import type { ReportState } from '../hooks/use-report-source';
import { ReportStatus } from './ReportStatus';

export type ReportSectionSpec = { key: string };

type VisualizationReportProps<S extends ReportSectionSpec> = {
  source: ReportState;
  sections: readonly S[];
  renderSection: (spec: S, value: unknown) => ReactNode;
};

/**
 * Loading, error, empty, or the sections (in order) whose data exists
 * (docs/product/assessments.md, "The score reports").
 */
export function VisualizationReport<S extends ReportSectionSpec>({
  source,
  sections,
  renderSection,
}: VisualizationReportProps<S>) {
  if (source.kind === 'loading') return <LoadingScreen />;
  if (source.kind === 'error') return <ReportStatus kind="error" message={source.message} />;
  const present = sections.filter((s) => source.data[s.key] != null);
  if (!present.length) return <ReportStatus kind="empty" />;
  return <>{present.map((s) => renderSection(s, source.data[s.key]))}</>;
}

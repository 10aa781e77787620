import type { ReactNode } from 'react';
import { CAREER_SECTIONS, truncateCareerLabel } from '@aspire/domain';
import { useScores } from '../../../api/get-scores';
import { useSession } from '../../../session/session-context';
import { careerSuggestedMax } from '../lib/chart-data';
import { EqBandNotes, FlatValuesNote, MotivationNote } from './CareerNotes';
import { ScoresReportPage, type ScoresReport } from './ScoresReportPage';

export const CAREER_REPORT_TITLE = 'FutureReady Profile Index';

/** As fresh as the report's own server data (use-report-source). */
const STALE_MS = 60 * 60 * 1000;

/** The Emotional Intelligence bands of the student's instrument, from their scores. */
function StudentEqBandNotes() {
  const { userId } = useSession();
  const scores = useScores(userId ?? '', 'Career', STALE_MS).data;
  return <EqBandNotes result={scores?.emotionalIntelligence} />;
}

const CAREER_REPORT: ScoresReport = {
  type: 'Career',
  part: 'FutureReady',
  title: CAREER_REPORT_TITLE,
  subtitle: 'Personalities, Motivations, and Capabilities',
  maxWidth: 2000,
  close: { to: '/dashboard', state: { fromCareerScores: true } },
  sections: CAREER_SECTIONS,
  chart: (key) => (key === 'motivation' ? 'motivation' : 'radar'),
  suggestedMax: careerSuggestedMax,
  formatLabel: truncateCareerLabel,
  emptyTableText: 'No data available for table.',
  sectionNotes: (key, value) =>
    key === 'motivation' ? (
      <MotivationNote section={value} />
    ) : key === 'emotionalIntelligence' ? (
      <StudentEqBandNotes />
    ) : key === 'valuesWorkPreferences' ? (
      <FlatValuesNote section={value} />
    ) : null,
};

/**
 * The FutureReady scores screen (/career-scores; docs/product/assessments.md, "The score reports").
 */
export function CareerScoresPage({ actions }: { actions?: ReactNode }) {
  return <ScoresReportPage report={CAREER_REPORT} actions={actions} />;
}

import { PART_II } from '@aspire/domain';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useSession } from '../../../session/session-context';
import { readSubjectScores } from '../lib/subject-scores';
import { useNorms } from '../api/get-norms';
import { semByFacet } from '../lib/norms-text';
import { NormsPanel } from './NormsPanel';
import { QualityReportNote } from './QualityReportNote';
import { ReportVersions } from './ReportVersions';
import { ReportLayout } from './ReportLayout';
import { ReportStatus } from './ReportStatus';
import { PartSection } from './PartSection';

export const SUBJECT_REPORT_TITLE = 'UniReady Subject Scores';
/** Part III is its own session, with its own versions (no line when it was not taken). */
const SUBJECT_PARTS = [
  { type: 'Subject', part: 'UniReady Parts I and II' },
  { type: 'SubjectPart3', part: 'Advanced Subject Exploration' },
] as const;

/**
 * The UniReady scores screen (/subject-scores; docs/product/assessments.md, "The score reports"):
 * navigation state only, no calls.
 */
export function SubjectScoresPage({ actions }: { actions?: ReactNode }) {
  const { status, userId } = useSession();
  const { state } = useLocation();
  const result = useMemo(() => readSubjectScores(userId, state), [userId, state]);
  const norms = useNorms(userId, 'Subject').data;
  const partIIINorms = useNorms(userId, 'SubjectPart3').data;

  return (
    <ReportLayout
      title={SUBJECT_REPORT_TITLE}
      subtitle="Higher Education Subject Preferences"
      maxWidth={1200}
      close={{ to: '/dashboard', state: { fromSubjectScores: true }, label: 'Return to Dashboard' }}
      actions={actions}
    >
      <ReportVersions parts={SUBJECT_PARTS} />
      <QualityReportNote type="Subject" />
      {status === 'loading' ? (
        <LoadingScreen />
      ) : result.kind === 'error' ? (
        <ReportStatus kind="error" message={result.message} />
      ) : (
        <>
          <PartSection
            id="part-ii"
            title="Subject Scores"
            scores={result.scores.partII}
            area="Subject"
            sems={semByFacet(norms?.facets)}
          />
          {result.scores.eligible && result.scores.partIII.length > 0 && (
            <PartSection
              id="part-iii"
              title="Advanced Subject Exploration Scores"
              scores={result.scores.partIII}
              area="SubjectPart3"
              sems={semByFacet(partIIINorms?.facets)}
            />
          )}
          <NormsPanel norms={norms} categories={[PART_II]} type="Subject" />
          {result.scores.eligible && (
            <NormsPanel
              norms={partIIINorms}
              type="SubjectPart3"
              id="norms-part-iii"
              title="How your Advanced Subject Exploration scores compare"
            />
          )}
        </>
      )}
    </ReportLayout>
  );
}

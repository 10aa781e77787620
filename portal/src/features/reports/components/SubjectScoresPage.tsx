import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PART_II, type FacetScore } from '@aspire/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { BarChart, type AssessmentArea } from '../../../components/charts';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { bachelorSearchUrl } from '../../../config/bachelor-search';
import { useSession } from '../../../session/session-context';
import { radarScale, wholeTicks } from '../lib/chart-data';
import { readSubjectScores, subjectBars, subjectRows } from '../lib/subject-scores';
import { useNorms } from '../api/get-norms';
import { semByFacet } from '../lib/norms-text';
import { NormsPanel } from './NormsPanel';
import { QualityReportNote } from './QualityReportNote';
import { ReportVersions } from './ReportVersions';
import { ReportLayout } from './ReportLayout';
import { ReportStatus } from './ReportStatus';
import { ScoreTable } from './ScoreTable';

export const SUBJECT_REPORT_TITLE = 'UniReady Subject Scores';
const EMPTY_PART = 'No scores available for this part.';
/** Part III is its own session, with its own versions (no line when it was not taken). */
const SUBJECT_PARTS = [
  { type: 'Subject', part: 'UniReady Parts I and II' },
  { type: 'SubjectPart3', part: 'Advanced Subject Exploration' },
] as const;

type PartProps = {
  id: string;
  title: string;
  scores: readonly FacetScore[];
  area: AssessmentArea;
  /** Each facet's standard error of measurement, drawn as a band on its bar. */
  sems?: ReadonlyMap<string, number>;
};

/**
 * Y axis suggested maximum 5, whole-number ticks, 800 × 500
 * (docs/product/assessments.md, "The score reports").
 */
function PartSection({ id, title, scores, area, sems }: PartProps) {
  const { maxValue } = radarScale(
    scores.map((s) => s.averageScore).filter((v) => !Number.isNaN(v)),
    5,
  );
  return (
    <Paper
      component="section"
      className="report-section"
      aria-labelledby={`section-${id}`}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id={`section-${id}`} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {scores.length > 0 && (
        <BarChart
          bars={subjectBars(scores).map((b) => ({ ...b, sem: sems?.get(b.id) }))}
          layout="vertical"
          maxValue={maxValue}
          tickValues={wholeTicks(maxValue)}
          height={500}
          maxWidth={800}
          area={area}
          ariaLabel={`${title} chart`}
        />
      )}
      <ScoreTable
        rows={subjectRows(scores)}
        emptyText={EMPTY_PART}
        caption={`${title} table`}
        facetHref={bachelorSearchUrl}
        sems={sems}
      />
    </Paper>
  );
}

/**
 * The UniReady scores screen (/subject-scores; docs/product/assessments.md, "The score reports"):
 * navigation state only, no calls.
 */
export function SubjectScoresPage() {
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

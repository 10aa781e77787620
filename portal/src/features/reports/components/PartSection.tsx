import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FacetScore } from '@aspire/domain';
import { BarChart, type AssessmentArea } from '../../../components/charts';
import { bachelorSearchUrl } from '../../../config/bachelor-search';
import { radarScale, wholeTicks } from '../lib/chart-data';
import { subjectBars, subjectRows } from '../lib/subject-scores';
import { ScoreTable } from './ScoreTable';

const EMPTY_PART = 'No scores available for this part.';

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
export function PartSection({ id, title, scores, area, sems }: PartProps) {
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

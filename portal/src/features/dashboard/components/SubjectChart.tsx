import { formatScore, type FacetScore } from '@aspire/domain';
import { BarChart, type AssessmentArea, type ClickAnchor } from '../../../components/charts';
import { subjectBarItems, valueAxis } from '../lib/subject-chart';
import { ChartCard } from './ChartCard';
import './dashboard.css';

export type SelectedSubject = { score: FacetScore; anchor: ClickAnchor };

type SubjectChartProps = {
  title: string;
  area: AssessmentArea;
  scores: readonly FacetScore[];
  onSelect: (selected: SelectedSubject) => void;
};

/** A UniReady chart of subject scores, each bar (and its chip) opening the subject's note. */
export function SubjectChart({ title, scores, area, onSelect }: SubjectChartProps) {
  const axis = valueAxis(scores.map((s) => s.averageScore));
  return (
    <ChartCard title={title} hint="Click a bar to read about the subject and find programmes.">
      <BarChart
        bars={subjectBarItems(scores)}
        layout="vertical"
        maxValue={axis.maxValue}
        tickValues={axis.tickValues}
        height={380}
        area={area}
        ariaLabel={`${title} chart`}
        onBarClick={(id, anchor) => {
          const score = scores.find((s) => s._id === id);
          if (score) onSelect({ score, anchor });
        }}
      />
      {/* The same notes for keyboard and screen-reader users, who cannot click a bar. */}
      <div className="dash-chips">
        {scores.map((score) => (
          <button
            key={score._id}
            type="button"
            className="lc-chip"
            aria-label={`About ${score._id}`}
            onClick={(event) => {
              const rect = event.currentTarget.getBoundingClientRect();
              onSelect({ score, anchor: { top: rect.bottom, left: rect.left } });
            }}
          >
            {`${score._id} ${formatScore(score.averageScore)}`}
          </button>
        ))}
      </div>
    </ChartCard>
  );
}

import {
  CAREER_SECTIONS,
  LEARNING_SECTIONS,
  type ScoresResponse,
  truncateCareerLabel,
  truncateLearningLabel,
} from '@aspire/domain';
import Typography from '@mui/material/Typography';
import {
  careerSuggestedMax,
  PartSection,
  ReportSection,
  versionsText,
  VisualizationReport,
} from '../../reports';

const NOT_TAKEN = 'This assessment has not been completed yet.';

function Versions({ part, scores }: { part: string; scores: ScoresResponse }) {
  return (
    <Typography component="p" variant="body2" color="text.secondary" data-testid="report-version">
      {versionsText(part, scores)}
    </Typography>
  );
}

/** FutureReady or StudyStyle, drawn by the report screen's own sections, read-only. */
export function SharedSectionsReport({
  type,
  scores,
}: {
  type: 'Career' | 'Learning';
  scores: ScoresResponse | null;
}) {
  if (!scores?.visualization) return <Typography>{NOT_TAKEN}</Typography>;
  const career = type === 'Career';
  const sections: readonly { key: string; title: string }[] = career
    ? CAREER_SECTIONS
    : LEARNING_SECTIONS;
  return (
    <>
      <Versions part={career ? 'FutureReady' : 'StudyStyle'} scores={scores} />
      <VisualizationReport
        source={{ kind: 'loaded', data: scores.visualization, from: 'server' }}
        sections={sections}
        renderSection={({ key, title }, value) => (
          <ReportSection
            key={key}
            id={`shared-${key}`}
            title={title}
            value={value}
            chart={career && key === 'motivation' ? 'motivation' : 'radar'}
            area={type}
            suggestedMax={career ? careerSuggestedMax(key) : 5}
            formatLabel={career ? truncateCareerLabel : truncateLearningLabel}
            emptyTableText="No data available."
          />
        )}
      />
    </>
  );
}

/** UniReady Part II (and Part III when taken), as the report screen draws them. */
export function SharedSubjectReport({
  partII,
  partIII,
}: {
  partII: ScoresResponse | null;
  partIII: ScoresResponse | null;
}) {
  if (!partII) return <Typography>{NOT_TAKEN}</Typography>;
  return (
    <>
      <Versions part="UniReady Parts I and II" scores={partII} />
      <PartSection
        id="shared-part-ii"
        title="Subject Scores"
        scores={partII.facets}
        area="Subject"
      />
      {partIII && partIII.facets.length > 0 && (
        <PartSection
          id="shared-part-iii"
          title="Advanced Subject Exploration Scores"
          scores={partIII.facets}
          area="SubjectPart3"
        />
      )}
    </>
  );
}

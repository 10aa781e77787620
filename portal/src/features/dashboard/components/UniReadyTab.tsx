import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatScore, type FacetScore } from '@aspire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BarChart, type AssessmentArea, type ClickAnchor } from '../../../components/charts';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { bachelorSearchUrl } from '../../../config/bachelor-search';
import { useSaveTopSubjects } from '../hooks/use-save-top-subjects';
import { useUniReadyData, type UniReadyData } from '../hooks/use-uniready-data';
import { NO_FACET_DESCRIPTION } from '../lib/career-radar';
import { earlyRetake } from '../lib/retake';
import { subjectBarItems, valueAxis } from '../lib/subject-chart';
import { ChartCard } from './ChartCard';
import { NotePopover } from '../../../components/NotePopover';
import { TabActions, type TabAction } from './TabActions';

type UniReadyTabProps = { userId: string; isAdmin: boolean };
type Selected = { score: FacetScore; anchor: ClickAnchor };

function SubjectChart({
  title,
  scores,
  area,
  onSelect,
}: {
  title: string;
  area: AssessmentArea;
  scores: readonly FacetScore[];
  onSelect: (selected: Selected) => void;
}) {
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
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {scores.map((score) => (
          <Chip
            key={score._id}
            variant="outlined"
            label={`${score._id} ${formatScore(score.averageScore)}`}
            aria-label={`About ${score._id}`}
            onClick={(event) => {
              const rect = event.currentTarget.getBoundingClientRect();
              onSelect({ score, anchor: { top: rect.bottom, left: rect.left } });
            }}
          />
        ))}
      </Stack>
    </ChartCard>
  );
}

function useActions(data: UniReadyData, isAdmin: boolean, setAlert: (m: string | null) => void) {
  const navigate = useNavigate();
  const completed = data.subjectProgress?.isCompleted === true && data.partII.length > 0;
  const start = (type: 'Subject' | 'SubjectPart3', to: string) => {
    const progress = type === 'Subject' ? data.subjectProgress : data.part3Progress;
    const blocked = earlyRetake(type, progress, new Date(), isAdmin);
    setAlert(blocked);
    if (!blocked) void navigate(to);
  };
  const actions: TabAction[] = [
    {
      label: 'Take UniReady Assessment',
      primary: !completed,
      onClick: () => start('Subject', '/subjectassessment'),
    },
  ];
  if (completed && data.eligible) {
    actions.push({
      label: 'Advanced Subject Exploration',
      primary: data.partIII.length === 0,
      onClick: () => start('SubjectPart3', '/subjectpart3assessment'),
    });
  }
  if (completed) {
    actions.push({
      label: 'UniReady Scoring Details',
      onClick: () =>
        void navigate('/subject-scores', {
          state: {
            sessionId: data.subjectProgress?.sessionId,
            partIIScores: data.partII,
            partIIIScores: data.partIII,
          },
        }),
    });
  }
  return { actions, completed };
}

function UniReadyContent({ data, isAdmin }: { data: UniReadyData; isAdmin: boolean }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selected | null>(null);
  const { actions, completed } = useActions(data, isAdmin, setAlert);
  const subject = selected?.score._id ?? '';
  return (
    <>
      <TabActions actions={actions} alert={alert} onCloseAlert={() => setAlert(null)} />
      {completed ? (
        <SubjectChart
          title="Top Subject Scores"
          scores={data.top}
          area="Subject"
          onSelect={setSelected}
        />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Complete the UniReady assessment to see your top subjects.
        </Typography>
      )}
      {completed && data.partIII.length > 0 && (
        <SubjectChart
          title="Subject Exploration Scores"
          scores={data.partIII}
          area="SubjectPart3"
          onSelect={setSelected}
        />
      )}
      <NotePopover
        anchor={selected?.anchor ?? null}
        title={subject}
        detail={selected ? `Average score: ${formatScore(selected.score.averageScore)}` : ''}
        note={selected?.score.facetNote?.trim() || NO_FACET_DESCRIPTION}
        link={{
          href: bachelorSearchUrl(subject),
          text: `Search bachelor programmes in ${subject}`,
        }}
        onClose={() => setSelected(null)}
      />
    </>
  );
}

/** spec 002 §2 UniReady tab: top subjects, Subject Exploration, the three buttons. */
export function UniReadyTab({ userId, isAdmin }: UniReadyTabProps) {
  const { isPending, isError, data } = useUniReadyData(userId);
  useSaveTopSubjects(userId, isPending ? null : (data?.top ?? null));
  if (isError) {
    return <Alert severity="error">Failed to load your UniReady results. Please try again.</Alert>;
  }
  if (isPending || !data) return <LoadingScreen />;
  return <UniReadyContent data={data} isAdmin={isAdmin} />;
}

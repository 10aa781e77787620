import { formatScore } from '@aspire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LazyNotePopover } from '../../../components/LazyNotePopover';
import { LightAlert } from '../../../components/LightAlert';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { bachelorSearchUrl } from '../../../config/bachelor-search';
import { useSaveTopSubjects } from '../hooks/use-save-top-subjects';
import { useUniReadyData, type UniReadyData } from '../hooks/use-uniready-data';
import { NO_FACET_DESCRIPTION } from '../lib/career-radar';
import { earlyRetake } from '../lib/retake';
import { SubjectChart, type SelectedSubject } from './SubjectChart';
import { TabActions, type TabAction } from './TabActions';
import './dashboard.css';

type UniReadyTabProps = { userId: string; isAdmin: boolean };
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
  const [selected, setSelected] = useState<SelectedSubject | null>(null);
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
        <p className="lc-body1 lc-secondary dash-empty">
          Complete the UniReady assessment to see your top subjects.
        </p>
      )}
      {completed && data.partIII.length > 0 && (
        <SubjectChart
          title="Subject Exploration Scores"
          scores={data.partIII}
          area="SubjectPart3"
          onSelect={setSelected}
        />
      )}
      <LazyNotePopover
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

/**
 * The UniReady tab (docs/product/dashboard.md): top subjects, Subject Exploration, the three
 * buttons.
 */
export function UniReadyTab({ userId, isAdmin }: UniReadyTabProps) {
  const { isPending, isError, data } = useUniReadyData(userId);
  useSaveTopSubjects(userId, isPending ? null : (data?.top ?? null));
  if (isError) {
    return (
      <LightAlert severity="error">
        Failed to load your UniReady results. Please try again.
      </LightAlert>
    );
  }
  if (isPending || !data) return <LoadingScreen />;
  return <UniReadyContent data={data} isAdmin={isAdmin} />;
}

import { truncateCareerLabel } from '@aspire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RadarChart, type ClickAnchor } from '../../../components/charts';
import { LazyNotePopover } from '../../../components/LazyNotePopover';
import { LightAlert } from '../../../components/LightAlert';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useFutureReadyData } from '../hooks/use-futureready-data';
import { NO_FACET_DESCRIPTION, radarLabelFontSize } from '../lib/career-radar';
import { earlyRetake } from '../lib/retake';
import { ChartCard } from './ChartCard';
import { TabActions, type TabAction } from './TabActions';
import './dashboard.css';

type FutureReadyTabProps = { userId: string; isAdmin: boolean };

export const CAREER_RADAR_TITLE = 'FutureReady Profile Index';

/**
 * The FutureReady tab (docs/product/dashboard.md): the merged radar with clickable labels and the
 * buttons.
 */
export function FutureReadyTab({ userId, isAdmin }: FutureReadyTabProps) {
  const navigate = useNavigate();
  const { isPending, isError, progress, scores, radar } = useFutureReadyData(userId);
  const [alert, setAlert] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ label: string; anchor: ClickAnchor } | null>(null);

  if (isError) {
    return (
      <LightAlert severity="error">
        Failed to load your FutureReady results. Please try again.
      </LightAlert>
    );
  }
  if (isPending) return <LoadingScreen />;

  const completed = progress?.isCompleted === true && radar !== null;
  const actions: TabAction[] = [
    {
      label: 'Take FutureReady Assessment',
      primary: !completed,
      onClick: () => {
        const blocked = earlyRetake('Career', progress, new Date(), isAdmin);
        setAlert(blocked);
        if (!blocked) void navigate('/careerassessment');
      },
    },
  ];
  if (completed && scores) {
    actions.push({
      label: 'FutureReady Scoring Details',
      onClick: () =>
        void navigate('/career-scores', {
          state: { sessionId: scores.sessionId, visualizations: scores.visualization },
        }),
    });
  }

  return (
    <>
      <TabActions actions={actions} alert={alert} onCloseAlert={() => setAlert(null)} />
      {completed ? (
        <ChartCard title={CAREER_RADAR_TITLE} hint="Click a label to read what it means.">
          <RadarChart
            points={radar.points}
            series={radar.series}
            maxValue={radar.maxValue}
            gridLevels={radar.maxValue}
            height={620}
            showLegend
            valueDecimals={1}
            formatLabel={truncateCareerLabel}
            labelFontSize={radarLabelFontSize}
            onLabelClick={(label, anchor) => setSelected({ label, anchor })}
            ariaLabel={`${CAREER_RADAR_TITLE} chart`}
          />
        </ChartCard>
      ) : (
        <p className="lc-body1 lc-secondary">
          Complete the FutureReady assessment to see your profile.
        </p>
      )}
      <LazyNotePopover
        anchor={selected?.anchor ?? null}
        title={selected?.label ?? ''}
        note={(selected && radar?.notes[selected.label]) || NO_FACET_DESCRIPTION}
        onClose={() => setSelected(null)}
      />
    </>
  );
}

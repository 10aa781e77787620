import type { AssessmentType, ScoresResponse } from '@aspire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RadarChart, type ClickAnchor } from '../../../components/charts';
import {
  NO_FACET_DESCRIPTION,
  radarLabelFontSize,
  type SectionRadar,
} from '../../../components/charts/section-radar';
import { LazyNotePopover } from '../../../components/LazyNotePopover';
import { LightAlert } from '../../../components/LightAlert';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { useRadarData } from '../hooks/use-radar-data';
import { earlyRetake } from '../lib/retake';
import { ChartCard } from './ChartCard';
import { TabActions, type TabAction } from './TabActions';
import './dashboard.css';

/** What tells one assessment's radar tab from another's. */
export type RadarAssessment = {
  type: AssessmentType;
  /** As students know it: FutureReady, StudyStyle. */
  name: string;
  title: string;
  /** How long its progress and scores are kept. */
  staleMs: number;
  radar: (visualization: ScoresResponse['visualization'] | undefined) => SectionRadar | null;
  formatLabel: (label: string) => string;
  valueDecimals: number;
  takePath: string;
  reportPath: string;
  /** Shown instead of the radar before a first completion. */
  emptyText: string;
};

type RadarTabProps = { userId: string; isAdmin: boolean; assessment: RadarAssessment };

/**
 * An assessment's tab (docs/product/dashboard.md): take it (or the early-retake alert), open its
 * report, and its merged radar whose labels open their notes. Drawn without MUI, as the
 * dashboard's first screen is (docs/decisions/0201-one-radar-tab-drawn-light.md).
 */
export function RadarTab({ userId, isAdmin, assessment }: RadarTabProps) {
  const { type, name, title } = assessment;
  const navigate = useNavigate();
  const data = useRadarData(userId, type, assessment.staleMs, assessment.radar);
  const { progress, scores, radar } = data;
  const [alert, setAlert] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ label: string; anchor: ClickAnchor } | null>(null);

  if (data.isError) {
    return (
      <LightAlert severity="error">
        Failed to load your {name} results. Please try again.
      </LightAlert>
    );
  }
  if (data.isPending) return <LoadingScreen />;

  const completed = progress?.isCompleted === true && radar !== null;
  const actions: TabAction[] = [
    {
      label: `Take ${name} Assessment`,
      primary: !completed,
      onClick: () => {
        const blocked = earlyRetake(type, progress, new Date(), isAdmin);
        setAlert(blocked);
        if (!blocked) void navigate(assessment.takePath);
      },
    },
  ];
  if (completed && scores) {
    actions.push({
      label: `${name} Scoring Details`,
      onClick: () =>
        void navigate(assessment.reportPath, {
          state: { sessionId: scores.sessionId, visualizations: scores.visualization },
        }),
    });
  }

  return (
    <>
      <TabActions actions={actions} alert={alert} onCloseAlert={() => setAlert(null)} />
      {completed ? (
        <ChartCard title={title} hint="Click a label to read what it means.">
          <RadarChart
            points={radar.points}
            series={radar.series}
            maxValue={radar.maxValue}
            gridLevels={radar.maxValue}
            height={620}
            showLegend
            valueDecimals={assessment.valueDecimals}
            formatLabel={assessment.formatLabel}
            labelFontSize={radarLabelFontSize}
            onLabelClick={(label, anchor) => setSelected({ label, anchor })}
            ariaLabel={`${title} chart`}
          />
        </ChartCard>
      ) : (
        <p className="lc-body1 lc-secondary">{assessment.emptyText}</p>
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

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canRetake, earlyRetakeAlert } from '@aspire/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProgress } from '../../../api/get-progress';
import { useScores } from '../../../api/get-scores';
import { RadarChart, type ClickAnchor } from '../../../components/charts';
import { NO_FACET_DESCRIPTION, radarLabelFontSize } from '../../../components/charts/section-radar';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { NotePopover } from '../../../components/NotePopover';
import { formatDate } from '../../../lib/format-date';
import { formatStudyStyleLabel, learningRadar } from '../lib/learning-radar';

/** StudyStyle answers are cached for 1 hour (docs/product/dashboard.md, "StudyStyle Profile"). */
const LEARNING_CACHE_MS = 60 * 60 * 1000;
export const STUDYSTYLE_RADAR_TITLE = 'StudyStyle Profile Index';

type StudyStyleTabProps = { userId: string; isAdmin: boolean };

/**
 * The StudyStyle Profile tab (docs/product/dashboard.md): the two buttons and the five-series
 * radar.
 */
export function StudyStyleTab({ userId, isAdmin }: StudyStyleTabProps) {
  const navigate = useNavigate();
  const progress = useProgress(userId, 'Learning', LEARNING_CACHE_MS);
  const completed = progress.data?.isCompleted === true;
  const scores = useScores(userId, 'Learning', LEARNING_CACHE_MS, completed);
  const [alert, setAlert] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ label: string; anchor: ClickAnchor } | null>(null);

  if (progress.isError || scores.isError) {
    return (
      <Alert severity="error">Failed to load your StudyStyle results. Please try again.</Alert>
    );
  }
  if (progress.isPending || (completed && scores.isPending)) return <LoadingScreen />;

  const radar = learningRadar(scores.data?.visualization);
  const take = () => {
    const last = completed ? progress.data?.lastCompletionDate : null;
    if (last && !canRetake(last, new Date(), isAdmin)) {
      setAlert(earlyRetakeAlert('StudyStyle', formatDate(last)));
      return;
    }
    void navigate('/learningassessment');
  };
  const details = () =>
    void navigate('/learning-scores', {
      state: { sessionId: scores.data?.sessionId, visualizations: scores.data?.visualization },
    });

  return (
    <>
      {alert && (
        <Alert severity="warning" onClose={() => setAlert(null)} sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Button variant={completed ? 'outlined' : 'contained'} onClick={take}>
          Take StudyStyle Assessment
        </Button>
        {completed && radar && (
          <Button variant="outlined" onClick={details}>
            StudyStyle Scoring Details
          </Button>
        )}
      </Stack>
      {radar ? (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="h6" component="h3">
            {STUDYSTYLE_RADAR_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Click a label to read what it means.
          </Typography>
          <RadarChart
            points={radar.points}
            series={radar.series}
            maxValue={radar.maxValue}
            gridLevels={radar.maxValue}
            height={620}
            showLegend
            valueDecimals={2}
            formatLabel={formatStudyStyleLabel}
            labelFontSize={radarLabelFontSize}
            onLabelClick={(label, anchor) => setSelected({ label, anchor })}
            ariaLabel={`${STUDYSTYLE_RADAR_TITLE} chart`}
          />
        </Paper>
      ) : (
        <Typography color="text.secondary">
          Complete the StudyStyle assessment to see how you learn best.
        </Typography>
      )}
      <NotePopover
        anchor={selected?.anchor ?? null}
        title={selected?.label ?? ''}
        note={(selected && radar?.notes[selected.label]) || NO_FACET_DESCRIPTION}
        onClose={() => setSelected(null)}
      />
    </>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

type AssessmentHeaderProps = {
  title: string;
  onClose: () => void;
  /** absent while loading or when there is nothing to answer */
  progress?: { answered: number; total: number; onSave: () => void };
};

/**
 * Title, save-progress icon, close cross, and the 'answered of total' bar
 * (docs/product/assessments.md, "Taking an assessment").
 */
export function AssessmentHeader({ title, onClose, progress }: AssessmentHeaderProps) {
  const percent = progress?.total ? (progress.answered / progress.total) * 100 : 0;
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        {progress && (
          <Tooltip title="Save progress">
            <IconButton aria-label="Save progress" onClick={progress.onSave} color="primary">
              <SaveIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Close">
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {progress && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Questions answered"
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography
            variant="body2"
            data-testid="overall-progress"
            sx={{ mt: 0.5, color: 'text.secondary' }}
          >
            {progress.answered} of {progress.total} questions answered
          </Typography>
        </Box>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/LockOutlined';
import PendingIcon from '@mui/icons-material/Pending';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { assignmentMessage } from '@aspire/domain';
import type { MyAssignment } from '../api/get-assignments';
import { AREA_COLORS } from '../../../config/palette';
import { describeState, type JourneyStep, type NextStep } from '../lib/journey';

type JourneyCardProps = {
  steps: readonly JourneyStep[];
  next: NextStep | null;
  onNext: (next: NextStep) => void;
  /** What the student's school asks them to complete, and by when (issue 20). */
  assignments?: readonly MyAssignment[];
};

const ICONS = {
  'not-started': RadioButtonUncheckedIcon,
  'in-progress': PendingIcon,
  done: CheckCircleIcon,
  locked: LockIcon,
} as const;

/**
 * Issue 10 #3: the four assessments in order, each with its state and what it opens, and the
 * next step as the main button. Each assessment keeps its colour (config/palette.ts).
 */
export function JourneyCard({ steps, next, onNext, assignments = [] }: JourneyCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="journey-title"
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}
    >
      <Typography id="journey-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your journey
      </Typography>
      {assignments.map((a) => (
        <Alert
          key={a.id}
          severity={a.status === 'complete' ? 'success' : 'info'}
          data-testid="assignment"
          data-status={a.status}
          sx={{ mb: 1 }}
        >
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {assignmentMessage(a.assessment_types, a.due_at)}
            {a.status === 'complete' ? ': done, thank you.' : '.'}
          </Typography>
          {a.message && (
            <Typography component="p" variant="body2">
              {a.message}
            </Typography>
          )}
        </Alert>
      ))}
      <Box component="ol" aria-label="Assessments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => {
          const Icon = ICONS[step.state.kind];
          const colour = AREA_COLORS[step.area].main;
          return (
            <Box
              component="li"
              key={step.area}
              data-area={step.area}
              data-state={step.state.kind}
              sx={{
                display: 'flex',
                gap: 1.25,
                py: 0.75,
                pl: 1,
                borderLeft: 4,
                borderColor: colour,
                mb: 0.75,
                opacity: step.state.kind === 'locked' ? 0.85 : 1,
              }}
            >
              <Icon aria-hidden sx={{ color: colour, mt: 0.25 }} fontSize="small" />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {step.name}
                </Typography>
                <Typography component="p" variant="body2" data-testid="journey-state">
                  {describeState(step.state)}
                </Typography>
                <Typography component="p" variant="body2" color="text.secondary">
                  {step.unlocks}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {next && (
        <Button
          variant="contained"
          size="large"
          onClick={() => onNext(next)}
          sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {next.label}
        </Button>
      )}
    </Paper>
  );
}

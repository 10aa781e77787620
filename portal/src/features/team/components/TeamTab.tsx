import Typography from '@mui/material/Typography';
import type { TeamTabProps } from '../types';

/** Placeholder until the Team Challenge slice replaces it (spec 002 §2 "Team tab"). */
export function TeamTab({ topSubjects }: TeamTabProps) {
  return (
    <Typography color="text.secondary">
      {topSubjects.length
        ? 'Team Challenge is coming soon.'
        : 'Complete the UniReady assessment to access the Team feature.'}
    </Typography>
  );
}

import type { JourneyStep } from '../lib/journey';

// The Material icons the journey used (CheckCircle, Pending, RadioButtonUnchecked, LockOutlined),
// drawn inline: @mui/icons-material would bring MUI's SvgIcon and Emotion.
const PATHS: Record<JourneyStep['state']['kind'], string> = {
  'not-started':
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'in-progress':
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M7 13.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m5 0c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m5 0c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5',
  done: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  locked:
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2',
};

type JourneyIconProps = { kind: JourneyStep['state']['kind']; color: string };

/** The icon of a journey step's state, in the step's colour (decorative: the text says it). */
export function JourneyIcon({ kind, color }: JourneyIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ color }}>
      <path d={PATHS[kind]} />
    </svg>
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type ChartCardProps = { title: string; hint?: string; children: ReactNode };

/** A titled frame around one dashboard chart. */
export function ChartCard({ title, hint, children }: ChartCardProps) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

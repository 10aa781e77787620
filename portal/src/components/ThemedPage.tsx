import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { reducedMotionTheme, theme } from '../config/theme';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';

type ThemedPageProps = { children: ReactNode };

/**
 * The MUI theme and baseline. Applied by each page rather than by the app shell, so that MUI and
 * Emotion load with the first page's chunk and the initial bundle stays small
 * (docs/decisions/0046-light-first-screens.md).
 */
export function ThemedPage({ children }: ThemedPageProps) {
  const reduced = usePrefersReducedMotion();
  return (
    <ThemeProvider theme={reduced ? reducedMotionTheme() : theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

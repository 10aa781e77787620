import { createTheme, type Theme } from '@mui/material/styles';
import { AREA_COLORS, FOCUS_RING } from './palette';

export const theme = createTheme({
  palette: {
    primary: { main: AREA_COLORS.Subject.main },
    secondary: { main: '#f2a541' },
    // MUI's warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) fail WCAG AA as text on
    // white (text and outlined buttons, chips); these darker shades pass on white and the page.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
  components: {
    // A dialog taller than the window scrolls as a whole (its buttons inside the
    // scrolling part) rather than in a content box a keyboard cannot reach (axe
    // scrollable-region-focusable), and keeps more room for the text at 200 % zoom.
    MuiDialog: { defaultProps: { scroll: 'body' } },
    // WCAG 2.4.7: MUI marks keyboard focus with a faint ripple only; every button,
    // tab, icon button and list item also gets a ring that is visible on any background we use.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});

let reduced: Theme | null = null;

/**
 * The same theme without motion, for users who ask for it (prefers-reduced-motion):
 * no CSS transitions, zero-length enter/leave transitions (dialogs, collapses) and no ripple.
 * Made on first use: a theme costs the page's first render time, and most users
 * never need this one.
 */
export function reducedMotionTheme(): Theme {
  reduced ??= createTheme(theme, {
    transitions: {
      create: () => 'none',
      duration: {
        shortest: 0,
        shorter: 0,
        short: 0,
        standard: 0,
        complex: 0,
        enteringScreen: 0,
        leavingScreen: 0,
      },
    },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  });
  return reduced;
}

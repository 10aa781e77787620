import { ThemeProvider, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import type { ComponentProps } from 'react';
import { Toolbar, TopToolbar, type ToolbarProps } from 'react-admin';

type TopToolbarProps = ComponentProps<typeof TopToolbar>;

/** A media query list that never matches: what "is this a phone?" answers inside a toolbar. */
const neverMatches = (media: string): MediaQueryList => ({
  matches: false,
  media,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

/**
 * react-admin's buttons ask whether the screen is a phone (the theme's `down('sm')`) and, if so,
 * drop their words for a bare icon a person has to guess (docs/product/coordinators.md, "On a
 * phone"). Inside this, that one question answers no, so every button keeps its label; any
 * other media query is the browser's.
 */
const worded = (outer: Theme): Theme => {
  const phone = outer.breakpoints.down('sm').replace(/^@media ?/, '');
  // Where the browser has no matchMedia (jsdom), MUI answers no to every query; so do we.
  const browser = (media: string) =>
    typeof window.matchMedia === 'function' ? window.matchMedia(media) : neverMatches(media);
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: {
        defaultProps: {
          matchMedia: (media: string) => (media === phone ? neverMatches(media) : browser(media)),
        },
      },
    },
  };
};

export const WordedButtons = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={worded}>{children}</ThemeProvider>
);

/** A page's top toolbar whose buttons keep their words, wrapping onto more lines on a phone. */
export const WordedTopToolbar = ({ children, sx, ...props }: TopToolbarProps) => (
  <TopToolbar {...props} sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
    <WordedButtons>{children}</WordedButtons>
  </TopToolbar>
);

/** A form's toolbar (Save, Delete…) whose buttons keep their words. */
export const WordedToolbar = ({ children, sx, ...props }: ToolbarProps) => (
  <Toolbar {...props} sx={[{ flexWrap: 'wrap', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
    <WordedButtons>{children}</WordedButtons>
  </Toolbar>
);

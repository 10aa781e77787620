/**
 * The back-office's colours, each at 4.5:1 or more with white (text on it, or it on the white
 * page and cards): the MUI palette in theme.ts and the report charts both take them from here.
 */
export const THEME_COLORS = {
  /** Aspire's navy (the portal's UniReady colour): 8.3:1 with white, 6.3:1 on the toolbar's grey. */
  primary: '#1e4e8c',
  error: '#b71c1c',
  warning: '#a3470f',
  info: '#01579b',
  success: '#1b5e20',
} as const;

/**
 * The portal's colours with a meaning, defined once: one colour per assessment area,
 * used by the journey, every chart and the theme. Plain data (no MUI), so the chart chunk can
 * import it.
 *
 * Each area has a `main` colour and a lighter `dim` one (the less important bar). Both carry white
 * text at 4.5:1 or more (WCAG AA, checked in palette.test.ts).
 */
export type AssessmentArea = 'Subject' | 'SubjectPart3' | 'Career' | 'Learning';

export type AreaColours = { main: string; dim: string };

export const AREA_COLORS: Record<AssessmentArea, AreaColours> = {
  /** UniReady: navy, the brand's primary */
  Subject: { main: '#1e4e8c', dim: '#4a6fa5' },
  /** Advanced Subject Exploration (UniReady Part III): purple */
  SubjectPart3: { main: '#6a3d9a', dim: '#8a5a9e' },
  /** FutureReady: burnt orange */
  Career: { main: '#a3470f', dim: '#b35a1f' },
  /** StudyStyle (Enrich+): green */
  Learning: { main: '#17734a', dim: '#2f7d5b' },
};

/** Text drawn on a bar (white) and next to it (the charts' ink). */
export const ON_BAR_TEXT = '#ffffff';
export const CHART_TEXT = '#263238';

/**
 * The grid of every chart, at 3:1 or more against white and the page (WCAG 1.4.11
 * non-text contrast), since its rings and lines are how a value is read off a chart.
 */
export const CHART_GRID = '#868e96';

/** The keyboard focus ring, 3:1 or more against every light background of the portal. */
export const FOCUS_RING = '#102a43';

/** The backgrounds a chart is drawn on: its white card and the page. */
export const CHART_BACKGROUNDS: readonly string[] = ['#ffffff', '#f6f8fb'];

/**
 * Series colours of the multi-section radars (the FutureReady and StudyStyle profile indexes: one
 * colour per section), in section order. Each at 3:1 or more against the chart's
 * background (the orange was #d9822b, 2.9:1).
 */
export const SECTION_COLORS: readonly string[] = [
  '#1e4e8c',
  '#b5651d',
  '#2e8b57',
  '#c0392b',
  '#7d3c98',
];

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

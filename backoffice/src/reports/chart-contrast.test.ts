import { backofficeTheme } from '../theme/theme';
import { BAR_LABEL_COLOR, REPORT_BAR_COLORS } from './report-data';

// WCAG 2.2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const CARD = '#ffffff';

describe('the report charts as a coordinator reads them', () => {
  it('should draw every bar (funnel, weekly activity, distributions) at 4.5:1 on the white card', () => {
    for (const bar of REPORT_BAR_COLORS) expect(contrast(bar, CARD)).toBeGreaterThanOrEqual(4.5);
    // The weekly chart's earlier orange and sea green fell short.
    expect(contrast('#b5651d', CARD)).toBeLessThan(4.5);
    expect(contrast('#2e8b57', CARD)).toBeLessThan(4.5);
  });

  it('should write the count inside every bar at 4.5:1 (nivo’s dark default did not)', () => {
    for (const bar of REPORT_BAR_COLORS) {
      expect(contrast(BAR_LABEL_COLOR, bar)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#333333', bar)).toBeLessThan(4.5);
    }
  });

  it("should take the bars from the theme's palette", () => {
    const { primary, warning, success } = backofficeTheme.palette as Record<
      string,
      { main: string }
    >;
    expect(REPORT_BAR_COLORS).toEqual([primary.main, warning.main, success.main]);
  });
});

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

describe('the counts drawn inside the funnel and distribution bars', () => {
  it('should read at 4.5:1 or more on the navy bar (nivo’s dark default did not)', () => {
    expect(contrast(BAR_LABEL_COLOR, REPORT_BAR_COLORS[0])).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#333333', REPORT_BAR_COLORS[0])).toBeLessThan(4.5);
  });
});

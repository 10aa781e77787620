// WCAG contrast of what a chart draws: axe measures text in HTML, not SVG shapes (1.4.11, 3:1)
// nor the counts written on them (1.4.3, 4.5:1), so the report specs measure those here.
import type { Locator } from '@playwright/test';

type Rgb = [number, number, number];

/** "rgb(30, 78, 140)" or "#1e4e8c" as its three channels. */
export function parseColor(css: string): Rgb {
  const hex = css.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as Rgb;
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number);
  if ([r, g, b].some((c) => c === undefined || Number.isNaN(c))) {
    throw new Error(`not a colour: ${css}`);
  }
  return [r, g, b];
}

const luminance = ([r, g, b]: Rgb) => {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

/** The WCAG 2.2 contrast ratio of two CSS colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export type DrawnColours = {
  /** the page or card colour behind the chart */
  card: string;
  /** the fill of every visible bar or legend swatch */
  shapes: string[];
  /** every text the chart draws, with the colour it sits on (a bar's, or the card's) */
  texts: { text: string; fill: string; on: string }[];
};

/** The colours a chart (an SVG inside `chart`) puts on the screen, as the browser computed them. */
export const drawnColours = (chart: Locator): Promise<DrawnColours> =>
  chart.evaluate((root) => {
    const opaque = (c: string) => c !== 'transparent' && c !== 'none' && !/rgba\(.*, 0\)$/.test(c);
    let card = 'rgb(255, 255, 255)';
    for (let el: Element | null = root; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (opaque(bg)) {
        card = bg;
        break;
      }
    }
    const rects = Array.from(root.querySelectorAll('svg rect'))
      .map((rect) => ({ box: rect.getBoundingClientRect(), fill: getComputedStyle(rect).fill }))
      .filter(({ box, fill }) => box.width > 0 && box.height > 0 && opaque(fill));
    const texts = Array.from(root.querySelectorAll('svg text'))
      .filter((t) => (t.textContent ?? '').trim() !== '')
      .map((t) => {
        const box = t.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const under = rects.find(
          (r) => x >= r.box.left && x <= r.box.right && y >= r.box.top && y <= r.box.bottom,
        );
        return {
          text: t.textContent ?? '',
          fill: getComputedStyle(t).fill,
          on: under?.fill ?? card,
        };
      });
    return { card, shapes: rects.map((r) => r.fill), texts };
  });

/**
 * Every shape and text of a chart that falls short: shapes under 3:1 against the card, texts
 * under 4.5:1 against what they sit on. One line each, empty when the chart passes.
 */
export function contrastFailures({ card, shapes, texts }: DrawnColours): string[] {
  return [
    ...shapes
      .filter((fill) => contrastRatio(fill, card) < 3)
      .map((fill) => `shape ${fill} on ${card}: ${contrastRatio(fill, card).toFixed(2)}:1`),
    ...texts
      .filter((t) => contrastRatio(t.fill, t.on) < 4.5)
      .map(
        (t) => `text "${t.text}" ${t.fill} on ${t.on}: ${contrastRatio(t.fill, t.on).toFixed(2)}:1`,
      ),
  ];
}

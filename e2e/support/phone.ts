// What "fits a phone" means for a student's screen (docs/product/dashboard.md): at 390 × 844 the
// page never scrolls sideways, no button, link or field lies beyond the screen's edges, and a
// score table, where one is drawn, shows its Total Score without a box to swipe
// (docs/product/reading-reports.md, Scores).
import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

type PhoneLayout = {
  scrollWidth: number;
  innerWidth: number;
  /** visible actions reaching past the left or right edge */
  offscreen: string[];
  /** score tables whose box scrolls, or whose cells pass the right edge */
  swipedTables: string[];
};

const layoutOf = (page: Page) =>
  page.evaluate((): PhoneLayout => {
    const width = window.innerWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Entirely left of the screen: a skip link waiting for focus, not a hidden action.
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.right > 0;
    };
    const offscreen = Array.from(
      document.querySelectorAll('button, a[href], input, select, textarea, [role="button"]'),
    )
      .filter(shown)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > width + 1 || box.left < -1;
      })
      .map((el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim());
    const swipedTables = Array.from(document.querySelectorAll('table'))
      .filter((table) =>
        Array.from(table.querySelectorAll('th')).some((th) => th.textContent === 'Total Score'),
      )
      .filter((table) => {
        const box = table.parentElement!;
        const cells = Array.from(table.querySelectorAll('th, td'));
        return (
          box.scrollWidth > box.clientWidth + 1 ||
          cells.some((cell) => cell.getBoundingClientRect().right > width + 1)
        );
      })
      .map((table) => table.getAttribute('aria-label') ?? 'a score table');
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: width,
      offscreen,
      swipedTables,
    };
  });

/** No sideways scroll, every action inside the screen, score tables read without swiping. */
export async function expectFitsPhone(page: Page, label: string): Promise<void> {
  const layout = await layoutOf(page);
  expect(layout.scrollWidth, `${label}: scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.offscreen, `${label}: actions off-screen`).toEqual([]);
  expect(layout.swipedTables, `${label}: score tables to swipe`).toEqual([]);
}

/**
 * Starts counting the page's layout shifts (those not caused by input), as the Cumulative Layout
 * Shift of web-vitals does, from the first paint on; read with `layoutShiftOf`.
 */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __layoutShift: number };
    store.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) store.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

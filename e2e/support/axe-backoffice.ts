// axe-core checks for the back-office pages (issue 16): WCAG 2.2 AA, nothing waived.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets issue 16 names: WCAG 2.0 A and AA, 2.1 AA and 2.2 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Each violation as one readable line: rule, impact, and the elements it was found on. */
const describe = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
  );

/**
 * Waits for the page to settle (no request in flight, no spinner or skeleton), then fails with
 * every violation axe finds, labelled with the page (soft: the test goes on to the next page).
 */
export const expectNoBackofficeAxeViolations = async (page: Page, label: string) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    // The outbox shows a mail's HTML in a sandboxed frame (no scripts): axe cannot run inside it,
    // and its frame-by-frame mode then stalled for minutes. The back-office has no other frame,
    // so one in-page run that leaves frames' contents out (the frame element itself is checked).
    .setLegacyMode()
    .options({ iframes: false })
    // After options(), which replaces every option set before it.
    .withTags(WCAG_TAGS)
    .analyze();
  expect.soft(describe(violations), `axe on ${label}`).toEqual([]);
};

// axe-core checks for the back-office pages: the portal's rules (support/axe.ts), run
// once the page has settled and in a mode that copes with the outbox's sandboxed mail frame.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { describeViolations, EXTRA_RULES, transitionsSettled, WCAG_TAGS } from './axe';

/**
 * Waits for the page to settle (no request in flight, no spinner or skeleton), then fails with
 * every violation axe finds, labelled with the page (soft: the test goes on to the next page).
 */
export const expectNoBackofficeAxeViolations = async (page: Page, label: string) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  await transitionsSettled(page);
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page })
    // The outbox shows a mail's HTML in a sandboxed frame (no scripts): axe cannot run inside it,
    // and its frame-by-frame mode then stalled for minutes. The back-office has no other frame,
    // so one in-page run that leaves frames' contents out (the frame element itself is checked).
    .setLegacyMode()
    .options({ iframes: false, rules })
    // After options(), which replaces every option set before it.
    .withTags(WCAG_TAGS)
    .analyze();
  expect.soft(describeViolations(violations), `${label}: axe WCAG 2.2 AA violations`).toEqual([]);
};

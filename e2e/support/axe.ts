// WCAG 2.2 AA checks with axe-core on whatever the page shows now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG levels every screen is held to
 * (docs/decisions/0047-accessibility-checked-in-the-browser.md; target-size is in wcag22aa).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Landmark rules axe files under best practice, run too: an audit found the dashboard nesting a
 * second <main> in the first, which none of the WCAG-tagged rules notices.
 */
export const EXTRA_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
];

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
};

/** One line per failing element: the rule, where, and what axe says to fix. */
export const describeViolations = (violations: Violation[]): string[] =>
  violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? 'n/a'}) at ${JSON.stringify(node.target)}: ${v.help}. ` +
        (node.failureSummary ?? '').replace(/\n\s*/g, ' '),
    ),
  );

/**
 * Runs axe on the page as it is (wait for the state first) and fails listing every violation.
 * Nothing is excluded: a screen passes whole or not at all. The failure is soft, so one run
 * reports every screen of a walk-through; the test still fails at its end.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await transitionsSettled(page);
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page })
    .options({ rules })
    .withTags(WCAG_TAGS)
    .analyze();
  expect.soft(describeViolations(violations), `${label}: axe WCAG 2.2 AA violations`).toEqual([]);
}

/**
 * Waits until no finite CSS animation or transition is running (a dialog fading in, a collapse
 * opening): mid-fade, text is lighter than it will be and axe would measure the wrong contrast.
 * Endless ones (spinners) are not waited for.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

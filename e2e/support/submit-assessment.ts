// A flagged session shows a response-quality note before the final submit. Browser
// tests answer in milliseconds (speeding) and often with one option (straight-lining), so the
// screens' submit goes through the note's "Submit anyway" whenever it appears.
import type { Page } from '@playwright/test';

/** Clicks Submit, then "Submit anyway" if the note appears before the page leaves `landing`. */
export async function submitThroughNote(page: Page, landing: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Submit' }).click();
  const anyway = page.getByRole('button', { name: 'Submit anyway' });
  const shown = await Promise.race([
    anyway.waitFor({ state: 'visible' }).then(() => true),
    page.waitForURL(landing).then(() => false),
  ]);
  if (shown) await anyway.click();
}

// WCAG 2.3.3: when the system asks for reduced motion, the charts stop animating and
// MUI's transitions are off; the page follows a change of the setting without a reload.
import { expect, test, type Locator } from '@playwright/test';
import { usePortalSession } from '../support/login';
import { completeAssessment, freshStudent } from '../support/student-results';

/** The CSS transition durations of an element, in seconds. */
const durations = (element: Locator) =>
  element.evaluate((el) =>
    getComputedStyle(el)
      .transitionDuration.split(',')
      .map((d) => parseFloat(d)),
  );

test('prefers-reduced-motion: charts and transitions stand still, and follow the setting', async ({
  page,
  request,
}) => {
  const student = await freshStudent(request, 'motion', 'Still!Motion42');
  await completeAssessment(request, student, 'Career');
  await usePortalSession(page, student);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'FutureReady' }).click();
  const frame = page.locator('[data-chart="drawn"]');
  const button = page.getByRole('button', { name: 'FutureReady Scoring Details' });
  await expect(frame).toHaveAttribute('data-motion', 'full');
  expect(Math.max(...(await durations(button)))).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(frame).toHaveAttribute('data-motion', 'reduced');
  await expect.poll(async () => Math.max(...(await durations(button)))).toBe(0);

  // A fresh visit with the setting on starts still.
  await page.reload();
  await page.getByRole('tab', { name: 'FutureReady' }).click();
  await expect(frame).toHaveAttribute('data-motion', 'reduced');
  expect(Math.max(...(await durations(button)))).toBe(0);
});

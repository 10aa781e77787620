// Every portal page on a 390 × 844 phone, for a student with results. No page
// scrolls sideways, every chart takes the width it is given (a radar or rotated axis labels become
// a list of labelled bars), the first screen of the dashboard shows the results, and each page has
// one <main> landmark.
import { expect, test, type Page } from '@playwright/test';
import { usePortalSession } from '../support/login';
import { completeAssessment, freshStudent } from '../support/student-results';

const PASSWORD = 'Phone!Ready42';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Waits until the page has loaded its data and its charts. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

type ChartReport = { name: string; width: number; available: number; drawn: number | null };

/**
 * Every chart on the page: its width, the width its ancestors leave it (the viewport minus their
 * padding, border and margin), and for a drawn (SVG) chart the width its bars or polygons span.
 */
const chartsOf = (page: Page) =>
  page.evaluate((): ChartReport[] => {
    const px = (v: string) => Number.parseFloat(v) || 0;
    return Array.from(document.querySelectorAll<HTMLElement>('[data-chart]')).map((el) => {
      let inset = 0;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const s = getComputedStyle(node);
        inset += px(s.paddingLeft) + px(s.paddingRight) + px(s.borderLeftWidth);
        inset += px(s.borderRightWidth) + px(s.marginLeft) + px(s.marginRight);
      }
      const shapes = Array.from(el.querySelectorAll('svg g rect, svg g path[fill-opacity]'))
        .map((s) => s.getBoundingClientRect())
        .filter((r) => r.width > 0);
      const drawn = shapes.length
        ? Math.max(...shapes.map((r) => r.right)) - Math.min(...shapes.map((r) => r.left))
        : null;
      const named = el.closest('[aria-label]') ?? el.querySelector('[aria-label]');
      return {
        name: named?.getAttribute('aria-label') ?? el.dataset.chart ?? '',
        width: el.getBoundingClientRect().width,
        available: window.innerWidth - inset,
        drawn,
      };
    });
  });

async function expectFitsPhone(page: Page, label: string) {
  await settled(page);
  const layout = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
    mains: document.querySelectorAll('main, [role="main"]').length,
  }));
  expect(layout.scrollWidth, `${label}: scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.mains, `${label}: <main> landmarks`).toBe(1);
  for (const chart of await chartsOf(page)) {
    expect(chart.width, `${label}: ${chart.name} narrower than its room`).toBeGreaterThanOrEqual(
      chart.available - 1,
    );
    if (chart.drawn !== null) {
      expect(chart.drawn, `${label}: ${chart.name} drawn too small`).toBeGreaterThanOrEqual(
        chart.available * 0.6,
      );
    }
  }
}

test('every portal page fits a 390 px phone', async ({ page, request, browser }) => {
  test.setTimeout(240_000);

  // Signed out first.
  const visitor = await browser.newPage({ viewport: PHONE });
  for (const path of ['/login', '/register', '/reset-password?token=x', '/verify-email?token=x']) {
    await visitor.goto(path);
    await expectFitsPhone(visitor, path);
  }
  await visitor.close();

  const student = await freshStudent(request, 'phone', PASSWORD);
  for (const type of ['Career', 'Subject', 'Learning'] as const) {
    await completeAssessment(request, student, type);
  }
  await usePortalSession(page, student);

  // The dashboard: the results on the first screen, each tab readable.
  await page.goto('/dashboard');
  const subjects = page.getByRole('figure', { name: 'Top Subject Scores chart' });
  await expect(subjects).toBeVisible();
  // Labels written in full, not cut at the left ("ied Mathematics").
  const labels = subjects.getByRole('button');
  expect(await labels.count()).toBeGreaterThanOrEqual(3);
  for (const label of await labels.all()) {
    const box = await label.evaluate((el) => ({
      left: el.getBoundingClientRect().left,
      clipped: el.scrollWidth > el.clientWidth,
    }));
    expect(box.clipped).toBe(false);
    expect(box.left).toBeGreaterThanOrEqual(0);
  }
  await expectFitsPhone(page, '/dashboard UniReady');
  const top = (await subjects.boundingBox())?.y ?? Infinity;
  expect(top, 'the top subjects start on the first screen').toBeLessThan(PHONE.height - 120);
  const bar = page.getByTestId('website-bar');
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  await expect(page.getByRole('list', { name: 'Assessments' })).toBeVisible();

  await page.getByRole('tab', { name: 'FutureReady' }).click();
  const radar = page.getByRole('figure', { name: 'FutureReady Profile Index chart' });
  await expect(radar).toBeVisible();
  // All 24 facets, each label written in full and still clickable.
  await radar.getByRole('button', { name: 'Realistic' }).click();
  await expect(page.getByRole('dialog', { name: 'Realistic' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFitsPhone(page, '/dashboard FutureReady');

  await page.getByRole('tab', { name: 'Generate Insights' }).click();
  await expectFitsPhone(page, '/dashboard Insights');

  // The score reports, opened the way a student opens them.
  await page.getByRole('tab', { name: 'FutureReady' }).click();
  await page.getByRole('button', { name: 'FutureReady Scoring Details' }).click();
  await expect(page).toHaveURL(/\/career-scores$/);
  await expectFitsPhone(page, '/career-scores');
  // The printout says whose report it is, when, and which edition of the questions.
  await page.emulateMedia({ media: 'print' });
  const printHeader = page.getByTestId('print-header');
  await expect(printHeader).toBeVisible();
  await expect(printHeader).toContainText(`Student: ${student.username}`);
  await expect(printHeader).toContainText('Assessment version 2025.1');
  await page.emulateMedia({ media: 'screen' });
  await expect(printHeader).toBeHidden();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'UniReady Scoring Details' }).click();
  await expect(page).toHaveURL(/\/subject-scores$/);
  await expectFitsPhone(page, '/subject-scores');
  await page.goto('/learning-scores');
  await expectFitsPhone(page, '/learning-scores');

  // Enrich+ and its items.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Enrich+' }).click();
  await expect(page).toHaveURL(/\/dashboard_enrich$/);
  await expectFitsPhone(page, '/dashboard_enrich');

  for (const path of [
    '/subjectassessment',
    '/subjectpart3assessment',
    '/careerassessment',
    '/learningassessment',
    '/past-challenges',
    '/social-feed',
    '/consultant-profile',
  ]) {
    await page.goto(path);
    await expectFitsPhone(page, path);
  }
});

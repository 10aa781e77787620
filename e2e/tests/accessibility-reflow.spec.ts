// WCAG 1.4.10 reflow and 2.5.8 target size: the reading pages at 320 CSS px wide and
// at 200 % zoom of a 1280 px window (a 640 px viewport) never scroll sideways, and axe (whose
// wcag22aa rules include target-size: 24 px, or spacing that makes up for it) finds nothing.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { usePortalSession } from '../support/login';
import { completeAssessment, freshStudent, type Session } from '../support/student-results';

const WIDTHS = [
  { name: '320 px', viewport: { width: 320, height: 640 } },
  { name: '1280 px at 200 %', viewport: { width: 640, height: 400 } },
];

async function expectReflows(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect
    .soft(scrollWidth, `${label}: the page scrolls sideways`)
    .toBeLessThanOrEqual(clientWidth + 1);
  await expectNoAxeViolations(page, label);
}

async function readingPages(browser: Browser, student: Session, size: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectReflows(page, `/login at ${size.name}`);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectReflows(page, `/privacy at ${size.name}`);

  await usePortalSession(page, student);
  await page.goto('/dashboard');
  await expect(page.getByRole('figure', { name: 'Top Subject Scores chart' })).toBeVisible();
  await expectReflows(page, `/dashboard at ${size.name}`);
  await page.goto('/career-scores');
  await expect(page.getByRole('heading', { name: 'How your scores compare' })).toBeVisible();
  await expectReflows(page, `/career-scores at ${size.name}`);
  // The UniReady report takes its scores from the dashboard
  // (docs/product/assessments.md, "The score reports").
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'UniReady Scoring Details' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectReflows(page, `/subject-scores at ${size.name}`);
  await context.close();
}

test('the reading pages reflow at 320 px and at 200 % zoom', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const student = await freshStudent(request, 'reflow', 'Reflow!Ready42');
  await completeAssessment(request, student, 'Career');
  await completeAssessment(request, student, 'Subject');
  for (const size of WIDTHS) await readingPages(browser, student, size);
});

// Every portal page on a 390 × 844 phone, for a student with results. No page
// scrolls sideways, every chart takes the width it is given (a radar or rotated axis labels become
// a list of labelled bars), the first screen of the dashboard shows the results, and each page has
// one <main> landmark.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, usePortalSession } from '../support/login';
import {
  countLayoutShifts,
  expectFitsPhone as expectPhoneLayout,
  layoutShiftOf,
  PHONE,
} from '../support/phone';
import { auth, completeAssessment, freshStudent } from '../support/student-results';
import { readyStudent, topSubject, type Student } from '../support/students';

const PASSWORD = 'Phone!Ready42';

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
  // Measured once the screen is drawn, its one <main> there (on a busy machine the network can
  // be quiet before React has drawn the lazily loaded screen).
  await expect(page.locator('main, [role="main"]'), `${label}: <main> landmarks`).toHaveCount(1);
  const layout = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(layout.scrollWidth, `${label}: scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
  await expectPhoneLayout(page, label);
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

/**
 * Each report's scores: every "Total Score" read on the screen, without swiping
 * (docs/product/reading-reports.md, Scores).
 */
async function expectTotalScoreShown(page: Page, label: string) {
  const headers = page.getByText('Total Score', { exact: true });
  await expect(headers.first()).toBeVisible();
  for (const header of await headers.all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width, `${label}: Total Score past the screen`).toBeLessThanOrEqual(
      PHONE.width,
    );
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
  await expectTotalScoreShown(page, '/career-scores');
  // The printout says whose report it is, when, and which versions of the questions and scoring
  // produced it (docs/decisions/0062-reports-name-their-versions.md).
  await page.emulateMedia({ media: 'print' });
  const printHeader = page.getByTestId('print-header');
  await expect(printHeader).toBeVisible();
  await expect(printHeader).toContainText(`Student: ${student.username}`);
  await expect(page.getByTestId('report-version').first()).toHaveText(
    /questions version of \d{1,2} \w+ \d{4} \([0-9a-f]{8}\), scored under \S+\.$/,
  );
  await page.emulateMedia({ media: 'screen' });
  await expect(printHeader).toBeHidden();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'UniReady Scoring Details' }).click();
  await expect(page).toHaveURL(/\/subject-scores$/);
  await expectFitsPhone(page, '/subject-scores');
  await expectTotalScoreShown(page, '/subject-scores');
  await page.goto('/learning-scores');
  await expectFitsPhone(page, '/learning-scores');
  await expectTotalScoreShown(page, '/learning-scores');

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

/** The coordinator's token and school, from the back-office's sign-in. */
async function coordinatorOf(request: APIRequestContext) {
  const token = await apiAdminLogin(request, seededAccounts.coordinator);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    schoolId: number;
  };
  return { headers: { Authorization: `Bearer ${token}` }, schoolId: claims.schoolId };
}

async function post(request: APIRequestContext, s: Student, url: string, data: object) {
  const res = await request.post(url, { headers: auth(s), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

// What comes after the results, on a phone (docs/product/dashboard.md): the dashboard with an
// invitation drawn without shifting the page, the account dialog, Enrich+ with StudyStyle,
// Knowledge as cards, the Team tab and Team History, and the privacy page, each fitting 390 px
// with every action on the screen. The school checks team feedback first: the history says so,
// then says plainly that the school withheld it, with its note.
test('after the results, on a phone: invitation, account, Enrich+, Team History, privacy', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const a = await readyStudent(request, 'phonea');
  const b = await readyStudent(request, 'phoneb');
  await completeAssessment(request, b, 'Learning');
  const subject = await topSubject(request, a);
  const { taskId } = (await post(request, a, '/api/team/invite', {
    userId: a.userId,
    emails: [b.email],
    subject,
  })) as { taskId: string };

  // The dashboard draws the invitation with the results: nothing moves once they are shown.
  await countLayoutShifts(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await usePortalSession(page, b);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Team Challenge invitations' });
  await expect(card).toContainText(`${a.username} invited you to a ${subject} Team Challenge.`);
  await expect(page.getByRole('figure', { name: 'Top Subject Scores chart' })).toBeVisible();
  await expectFitsPhone(page, '/dashboard with an invitation');
  const cardTop = (await card.boundingBox())!.y;
  expect(cardTop, 'the invitation on the first screen').toBeLessThan(PHONE.height / 2);
  expect(await layoutShiftOf(page), 'layout shift of /dashboard').toBeLessThan(0.05);
  await expectNoAxeViolations(page, '/dashboard with an invitation, on a phone');

  // The account dialog, every action on the screen.
  await page.getByRole('button', { name: 'Manage Account' }).click();
  const account = page.getByRole('dialog', { name: 'Manage Account' });
  await expect(account.getByRole('button', { name: 'Change Username' })).toBeVisible();
  await expectPhoneLayout(page, 'Manage Account');
  await account.getByRole('button', { name: 'Close' }).click();
  await expect(account).toBeHidden();

  // Accepted from the dashboard: Enrich+'s Team tab.
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL(/\/dashboard_enrich$/);
  await expect(page.getByText('Team Dashboard')).toBeVisible();
  await expectFitsPhone(page, 'Team tab, accepted');

  await page.getByRole('tab', { name: 'StudyStyle Profile' }).click();
  await expect(page.getByRole('heading', { name: 'StudyStyle Profile Index' })).toBeVisible();
  await expectFitsPhone(page, 'Enrich+ StudyStyle');

  // Knowledge: a card per material, its Completed checkbox beside its link, both on the screen.
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await page
    .getByRole('combobox', { name: 'Select a Top UniReady or Exploration Subject:' })
    .click();
  await page.getByRole('option', { name: subject, exact: true }).click();
  await page.getByRole('button', { name: 'Generate Learning Materials' }).click();
  const materials = page.getByRole('list', { name: 'Learning materials' });
  await expect(materials.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Learning materials' })).toHaveCount(0);
  await expectFitsPhone(page, 'Enrich+ Knowledge');
  for (const item of await materials.getByRole('listitem').all()) {
    const box = (await item.getByRole('checkbox').boundingBox())!;
    const link = (await item.getByRole('link').boundingBox())!;
    expect(box.x + box.width, 'checkbox left of its link').toBeLessThanOrEqual(link.x + 1);
    expect(box.y, 'checkbox on the link’s line').toBeLessThan(link.y + link.height);
    expect(link.x + link.width, 'link inside the screen').toBeLessThanOrEqual(PHONE.width);
  }
  // The tick renders with the optimistic update, a moment after the click (see enrich.spec.ts).
  await materials.getByRole('checkbox').first().click();
  await expect(materials.getByRole('checkbox').first()).toBeChecked();

  // The creator's Team tab on a phone: the friend listed with their state, every action shown.
  const creator = await browser.newPage({ viewport: PHONE });
  creator.on('dialog', (dialog) => void dialog.accept());
  await usePortalSession(creator, a);
  await creator.goto('/dashboard_enrich');
  await creator.getByRole('tab', { name: /^Team/ }).click();
  await expect(creator.getByRole('list', { name: 'Invited friends' })).toContainText(b.email);
  await expect(creator.getByRole('button', { name: 'Generate Question' })).toBeVisible();
  await expectFitsPhone(creator, 'Team tab, the creator');
  await creator.close();

  // The team answers and submits; their school checks the feedback first.
  const coordinator = await coordinatorOf(request);
  const setting = `/api/admin/team-feedback-settings/${coordinator.schoolId}`;
  const on = await request.put(setting, {
    headers: coordinator.headers,
    data: { moderated: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  try {
    await post(request, a, `/api/team/generate/${taskId}`, {
      userId: a.userId,
      payload: { subject },
    });
    for (const s of [a, b]) {
      await post(request, s, '/api/team/answer', {
        userId: s.userId,
        taskId,
        answerText: `A ${subject} stand at the school fair.`,
      });
    }
    await post(request, a, `/api/team/submit/${taskId}`, { userId: a.userId });

    await page.goto('/dashboard_enrich');
    await page.getByRole('tab', { name: /^Team/ }).click();
    await expect(page.getByText('Your feedback is being checked by your school.')).toBeVisible();
    await expectFitsPhone(page, 'Team tab, feedback being checked');
    await expectNoAxeViolations(page, 'Team tab, feedback being checked');
    await page.getByRole('button', { name: 'Team History' }).click();
    await expect(page).toHaveURL(/\/past-challenges$/);
    const past = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(past.getByTestId('past-feedback')).toHaveText(
      'Your feedback is being checked by your school.',
    );
    await expectFitsPhone(page, '/past-challenges, feedback being checked');
    await expectNoAxeViolations(page, '/past-challenges, feedback being checked');

    // The coordinator withholds it with a note; the student's history says so, plainly.
    const list = await request.get('/api/admin/team-feedback', { headers: coordinator.headers });
    const review = ((await list.json()) as { id: number; task_id: string }[]).find(
      (r) => r.task_id === taskId,
    )!;
    const withheld = await request.put(`/api/admin/team-feedback/${review.id}`, {
      headers: coordinator.headers,
      data: { decision: 'withhold', note: 'Please see Ms Park about this one.' },
    });
    expect(withheld.status(), await withheld.text()).toBe(200);
    await page.reload();
    await expect(past.getByTestId('past-feedback')).toHaveText(
      'Your school withheld this feedback. Their note: Please see Ms Park about this one.',
    );
    await expectFitsPhone(page, '/past-challenges, feedback withheld');
    await expectNoAxeViolations(page, '/past-challenges, feedback withheld');
  } finally {
    const off = await request.put(setting, {
      headers: coordinator.headers,
      data: { moderated: false },
    });
    expect(off.status(), await off.text()).toBe(200);
  }

  // The privacy page, signed in as on the way from the account dialog.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsPhone(page, '/privacy');
});

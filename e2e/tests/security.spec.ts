// Security headers and sessions in a real Chromium: the portal and the back-office run under the
// server's Content-Security-Policy without a single violation (charts, MUI/emotion styles,
// react-admin
// lists), and logging out ends the session on the server, not just in the browser.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { apiLogin, loginToBackoffice, loginToPortal } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';

const PASSWORD = 'Policy!Strict42';

type Session = { token: string; userId: string };
type ServedQuestion = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

/** Registers and verifies a new student through the API and the mail outbox. */
async function freshStudent(request: APIRequestContext) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `csp.${stamp}@demo-school.test`;
  const registered = await request.post('/api/users/register', {
    data: { username: `csp_${stamp}`, age: 16, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, ...(await apiLogin(request, { email, password: PASSWORD })) };
}

/** A completed FutureReady (Career) session, so the dashboard and the scores draw charts. */
async function completeCareer(request: APIRequestContext, session: Session) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const served = await request.get('/api/questions', {
    params: { status: 'Career Assessments' },
    headers,
  });
  expect(served.ok()).toBe(true);
  const questions = (await served.json()) as ServedQuestion[];
  const sessionId = `career-csp-${Date.now()}`;
  const answers = questions.map((q, i) => ({
    questionId: q.question_id,
    category: q.category,
    subCategory: q.sub_category,
    facet: q.facet,
    taxonomy: q.taxonomy,
    score: q.options[i % q.options.length]?.score ?? 0,
  }));
  const submitted = await request.post('/api/assessment/submit-batch', {
    headers,
    data: { userId: session.userId, assessmentType: 'Career', sessionId, answers },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const saved = await request.post('/api/assessment/save-progress', {
    headers,
    data: {
      userId: session.userId,
      sessionId,
      assessmentType: 'Career',
      lastCompletionDate: new Date().toISOString(),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Collects every CSP violation of the page, across navigations: the DOM's
 * `securitypolicyviolation` events and Chromium's console reports of them.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Proves the watch sees a violation: an inline script, which the policy must refuse. */
async function expectWatchWorks(page: Page, violations: string[]) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeFalsy();
  violations.length = 0;
}

test.describe('security in the browser', () => {
  test('the portal runs under its CSP: login, dashboard charts, the scores report, Manage Account', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const student = await freshStudent(request);
    await completeCareer(request, student);
    const violations = await watchViolations(page);

    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expectWatchWorks(page, violations);

    await loginToPortal(page, { email: student.email, password: PASSWORD });
    await page.getByRole('tab', { name: 'FutureReady' }).click();
    const radar = page.getByRole('figure', { name: 'FutureReady Profile Index chart' });
    await expect(radar).toBeVisible();
    // Drawn by nivo: its labels are the radar's buttons.
    await expect(radar.getByRole('button', { name: 'Realistic' })).toBeVisible();

    await page.getByRole('button', { name: 'FutureReady Scoring Details' }).click();
    await expect(page).toHaveURL(/\/career-scores$/);
    await expect(
      page.getByRole('img', { name: 'Big Five Personality Traits chart' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Manage Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the back-office runs under its CSP: login, the report charts, the students and users lists', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/admin/');
    expect(response?.headers()['content-security-policy'] ?? '').toContain("script-src 'self'");
    await expectWatchWorks(page, violations);

    // A coordinator's home: the funnel and weekly charts (nivo, lazily loaded).
    await loginToBackoffice(page, seededAccounts.coordinator);
    await expect(page.getByTestId('funnel-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('weekly-chart').locator('svg').first()).toBeVisible();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Students', exact: true }).click();
    await expect(page).toHaveURL(/#\/students/);
    await expect(page.locator('table tbody tr').first()).toBeVisible();

    // An admin's react-admin lists.
    await page.evaluate(() => localStorage.clear());
    await loginToBackoffice(page, seededAccounts.admin);
    await menu.getByRole('menuitem', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/#\/users/);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Audit log', exact: true }).click();
    await expect(page).toHaveURL(/#\/audit-logs/);
    await expect(page.locator('table tbody tr').first()).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('logging out in the portal and in the back-office ends the session on the server', async ({
    page,
    request,
  }) => {
    const student = await freshStudent(request);
    await loginToPortal(page, { email: student.email, password: PASSWORD });
    const portalToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(portalToken).toBeTruthy();
    const ended = page.waitForResponse('**/api/users/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await ended).status()).toBe(200);
    const after = await request.get('/api/users/verify-token', {
      headers: { Authorization: `Bearer ${portalToken}` },
    });
    expect(after.status()).toBe(401);

    await loginToBackoffice(page, seededAccounts.admin);
    const adminToken = await page.evaluate(() => localStorage.getItem('adminToken'));
    const adminEnded = page.waitForResponse('**/api/admin/logout');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await adminEnded).status()).toBe(200);
    const refused = await request.get('/api/admin/users', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(refused.status()).toBe(401);
  });
});

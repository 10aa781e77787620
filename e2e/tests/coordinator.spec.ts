import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { csvRecords } from '../support/csv';
import { executeSql, queryRows } from '../support/database';
import { databaseKind, seededAccounts } from '../support/env';
import { loginToBackoffice } from '../support/login';
import { latestMail, waitForMail } from '../support/mail';

// A coordinator runs their school from the back-office home and its lists.

const run = Date.now().toString(36);
const LATE = `late.${run}@demo-school.test`;
const PUPILS = `pupils-${run}.demo-school.test`;
const KID = `kid.${run}@${PUPILS}`;
const PASSWORD = 'Str0ng!Pass9';

const register = (request: APIRequestContext, email: string, username: string) =>
  request.post('/api/users/register', { data: { username, age: 15, email, password: PASSWORD } });

const menuItem = (page: Page, name: string) =>
  page.getByRole('menu').getByRole('menuitem', { name, exact: true });

test.describe('coordinator reports', () => {
  test.beforeAll(async ({ request }) => {
    // A student who signed up ten days ago and never verified.
    expect((await register(request, LATE, `late_${run}`)).status()).toBe(201);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3_600_000);
    const at =
      databaseKind === 'sqlite'
        ? tenDaysAgo.toISOString().replace('T', ' ').slice(0, 23)
        : tenDaysAgo;
    await executeSql('UPDATE users SET created_at = ? WHERE email = ?', [at, LATE]);
    // A sign-up from a domain the school has not whitelisted yet.
    expect((await register(request, KID, `kid_${run}`)).status()).toBe(403);
  });

  test('sees the funnel and weekly chart, resends to the unverified, exports them and adds a rejected domain', async ({
    page,
    request,
  }) => {
    await loginToBackoffice(page, seededAccounts.coordinator);
    await expect(page.getByTestId('funnel-chart')).toBeVisible();
    await expect(page.getByTestId('funnel-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('weekly-chart').locator('svg').first()).toBeVisible();
    const registered = page.getByTestId('funnel-registered');
    await expect(registered).toContainText('Registered');
    const [{ n }] = await queryRows<{ n: number }>(
      "SELECT COUNT(*) AS n FROM users u JOIN schools s ON s.id = u.school_id WHERE s.name = 'Demo School' AND u.role = 'user'",
    );
    await expect(registered.locator('td').nth(1)).toHaveText(String(n));

    // Students not verified for 7+ days.
    await menuItem(page, 'Students').click();
    await expect(page).toHaveURL(/#\/students/);
    await page.getByRole('combobox', { name: 'Progress' }).click();
    await page.getByRole('option', { name: 'Not verified for N+ days' }).click();
    const rows = page.locator('table tbody tr');
    await expect(rows.filter({ hasText: LATE })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'student@demo-school.test' })).toHaveCount(0);

    const before = await latestMail(LATE);
    await page.getByRole('button', { name: 'Resend verification' }).click();
    await expect(page.getByText(/^Sent \d+, skipped \d+\./)).toBeVisible();
    const mail = await waitForMail(LATE, { newerThan: before });
    expect(mail.id).not.toBe(before?.id);

    // The CSV follows the filter.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    const records = csvRecords(await readFile((await file.path())!, 'utf8'));
    expect(records.map((r) => r.email)).toContain(LATE);
    for (const record of records) expect(record.verified_at).toBe('');

    // The refused domain, added to the school in one click; its students can then register.
    await page.goto('/admin/#/rejected-signups');
    const rejected = page.locator('table tbody tr').filter({ hasText: `@${PUPILS}` });
    await expect(rejected).toHaveCount(1);
    await expect(rejected.locator('td.column-attempts')).toHaveText('1');
    await rejected.getByRole('button', { name: 'Add to my school' }).click();
    await expect(page.getByText(`${PUPILS} was added to the whitelist.`)).toBeVisible();
    await expect(page.locator('table tbody tr').filter({ hasText: `@${PUPILS}` })).toHaveCount(0);
    const classmate = `kid2.${run}@${PUPILS}`;
    expect((await register(request, classmate, `kid2_${run}`)).status()).toBe(201);
  });

  test('chases the roster: states, a page per student, and a slip that prints alone', async ({
    page,
  }) => {
    const missing = `missing.${run}@demo-school.test`;
    const now = new Date();
    const at = databaseKind === 'sqlite' ? now.toISOString().replace('T', ' ').slice(0, 23) : now;
    await executeSql(
      "INSERT INTO whitelist_entries (type, value, school_id, created_at) SELECT 'email', ?, id, ? FROM schools WHERE name = 'Demo School'",
      [missing, at],
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginToBackoffice(page, seededAccounts.coordinator);
    await menuItem(page, 'Students').click();
    const rows = page.locator('table tbody tr');
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option', { name: 'Not registered' }).click();
    await expect(rows.filter({ hasText: missing })).toHaveCount(1);
    await expect(rows.filter({ hasText: missing })).toContainText('Not registered');
    // The list fits 1280 pixels: nothing scrolls sideways, Export is on screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeInViewport();

    await page.getByRole('button', { name: 'Invite the not registered' }).click();
    await expect(page.getByText(/^Sent \d+, skipped \d+\./)).toBeVisible();
    await waitForMail(missing);

    // A registered student's page, and a recovery slip that prints without the back-office.
    const unverified = encodeURIComponent(JSON.stringify({ state: 'not_verified' }));
    await page.goto(`/admin/#/students?filter=${unverified}`);
    await rows.filter({ hasText: LATE }).click();
    await expect(page.getByText(`${LATE} · Not verified`)).toBeVisible();
    await page.getByRole('button', { name: 'Issue a recovery code' }).click();
    await expect(page.getByText(/Code [0-9A-Z]{4}-/)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('recovery-slips')).toBeVisible();
    await expect(page.getByTestId('recovery-slips')).toContainText('/recover');
    await expect(page.locator('#root')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('recovery-slips')).toBeHidden();
  });
});

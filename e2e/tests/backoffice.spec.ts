import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminApi } from '../support/admin-api';
import { csvRecords } from '../support/csv';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice } from '../support/login';

// The back-office: react-admin at /admin/ with a hash router, over /api/admin.

type WhitelistRow = { id: number; type: string; value: string; school_id: number | null };

const DEMO_DOMAIN = 'demo-school.test';
// Set up through the API: one entry of another school (none), one of the demo school.
const OUTSIDE_ENTRY = { type: 'domain', value: 'elsewhere-e2e.test' };
const SCHOOL_EMAIL = { type: 'email', value: `pupil.e2e@${DEMO_DOMAIN}` };
const ADDED_DOMAIN = 'e2e-added-school.test';

const menuItem = (page: Page, name: string) =>
  page.getByRole('menu').getByRole('menuitem', { name, exact: true });

const rows = (page: Page) => page.locator('table tbody tr');

test.describe('back-office', () => {
  test.beforeAll(async ({ request }) => {
    const api = adminApi(request, await apiAdminLogin(request, seededAccounts.admin));
    const [demo] = await api.list<WhitelistRow>('whitelist', { q: DEMO_DOMAIN, type: 'domain' });
    expect(demo?.school_id, 'the seed files demo-school.test under the demo school').toBeTruthy();
    // A worker restarted after a failure runs this again: entries already there are kept.
    await api.ensure('whitelist', OUTSIDE_ENTRY);
    await api.ensure('whitelist', { ...SCHOOL_EMAIL, school_id: demo.school_id });
  });

  test("an admin edits a question's option score and sees it in the audit log's diff", async ({
    page,
  }) => {
    await loginToBackoffice(page, seededAccounts.admin);
    await menuItem(page, 'Questions').click();
    await expect(page).toHaveURL(/#\/questions/);

    // The newest question of the default assessment filter, opened through its row.
    await rows(page).first().locator('td.column-question_text').click();
    await expect(page).toHaveURL(/#\/questions\/\d+$/);
    const questionId = /#\/questions\/(\d+)$/.exec(page.url())?.[1];
    const score = page.locator('input[name="options.0.score"]');
    await expect(score).toBeVisible();
    const before = Number(await score.inputValue());
    // Options lie on the 0–5 scale: step inside it.
    const after = before >= 5 ? before - 1 : before + 1;
    await score.fill(String(after));
    await page.getByRole('button', { name: 'Save' }).click();
    // Toasts in plain words, audit rows by label.
    await expect(page.getByText('Question saved')).toBeVisible();

    await menuItem(page, 'Audit log').click();
    await expect(page).toHaveURL(/#\/audit-logs/);
    const change = rows(page)
      .filter({ has: page.locator('td.column-resource', { hasText: /^Questions$/ }) })
      .filter({
        has: page.locator('td.column-resource_id', { hasText: new RegExp(`^${questionId}$`) }),
      })
      .filter({ has: page.locator('td.column-action', { hasText: /^Changed$/ }) })
      .first();
    await change.click();
    await expect(page).toHaveURL(/#\/audit-logs\/\d+\/show$/);

    const diff = page.getByTestId('audit-diff');
    const scoreRow = diff.locator('tbody tr').filter({ hasText: 'options[0].score' });
    await expect(scoreRow).toHaveCount(1);
    await expect(scoreRow.getByTestId('diff-before')).toHaveText(String(before));
    await expect(scoreRow.getByTestId('diff-after')).toHaveText(String(after));
    // Only what changed is listed: the question text stayed as it was.
    await expect(diff.locator('tbody tr').filter({ hasText: 'question_text' })).toHaveCount(0);
  });

  test('an admin adds a whitelist domain and deletes it through the confirmation dialog', async ({
    page,
  }) => {
    await loginToBackoffice(page, seededAccounts.admin);
    await menuItem(page, 'Whitelist').click();
    // The admin's home has report tables too: wait for the list itself.
    await expect(page).toHaveURL(/#\/whitelist/);
    await page.getByRole('link', { name: 'Add entry' }).click();
    await expect(page).toHaveURL(/#\/whitelist\/create$/);

    // Validated on every change; Add stays disabled while the value is invalid
    // (docs/product/coordinators.md, "The whitelist").
    const value = page.getByLabel('Domain or email');
    const add = page.getByRole('button', { name: 'Add' });
    await value.fill('not a domain');
    await expect(page.getByText(/^Invalid domain format \(e\.g\., .+\)$/)).toBeVisible();
    await expect(add).toBeDisabled();
    // Changing the type clears the value and its error.
    await page.getByRole('radio', { name: 'Email' }).check();
    await expect(value).toHaveValue('');
    await expect(page.getByText(/^Invalid domain format/)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Domain' }).check();

    await value.fill(`  ${ADDED_DOMAIN.toUpperCase()} `);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.getByText(`${ADDED_DOMAIN} added to whitelist.`)).toBeVisible();
    await expect(page).toHaveURL(/#\/whitelist(\?.*)?$/);

    await page.getByPlaceholder('Search domains or emails...').fill('e2e-added');
    const row = rows(page).filter({ hasText: ADDED_DOMAIN });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Confirm Deletion')).toBeVisible();
    await expect(
      dialog.getByText(`Are you sure you want to remove ${ADDED_DOMAIN} from the whitelist?`),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await expect(page.getByText(`${ADDED_DOMAIN} removed from whitelist.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page).filter({ hasText: ADDED_DOMAIN })).toHaveCount(0);
  });

  test('an admin exports the whitelist as CSV with every entry of the list', async ({
    page,
    request,
  }) => {
    const api = adminApi(request, await apiAdminLogin(request, seededAccounts.admin));
    const expected = (await api.list<WhitelistRow>('whitelist')).map((e) => `${e.type} ${e.value}`);

    await loginToBackoffice(page, seededAccounts.admin);
    await menuItem(page, 'Whitelist').click();
    // The admin's home has report tables too: wait for the list itself.
    await expect(page).toHaveURL(/#\/whitelist/);
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);

    const records = csvRecords(await readFile(await file.path(), 'utf8'));
    const exported = records.map((r) => `${r.type} ${r.value}`);
    expect(exported.sort()).toEqual([...expected].sort());
    expect(exported).toContain(`domain ${DEMO_DOMAIN}`);
    expect(exported).toContain(`domain ${OUTSIDE_ENTRY.value}`);
    expect(exported).toContain(`email ${SCHOOL_EMAIL.value}`);
    expect(exported).not.toContain(`domain ${ADDED_DOMAIN}`);

    // The export follows the list's filters: only e-mail addresses now.
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Email' }).click();
    await expect(rows(page).filter({ hasText: DEMO_DOMAIN })).toHaveCount(1);
    const filtered = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const emails = csvRecords(await readFile(await (await filtered).path(), 'utf8'));
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((r) => r.type === 'email')).toBe(true);
  });

  // The longest username the rules allow does not widen the table past 1280 px.
  test('a 50-character username keeps the users table within 1280 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const stamp = Date.now().toString(36);
    const username = `wide_${stamp}_`.padEnd(50, 'x');
    const registered = await request.post('/api/users/register', {
      data: {
        email: `wide.${stamp}@${DEMO_DOMAIN}`,
        username,
        password: 'Wide!Horse7pw',
        age: 15,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await loginToBackoffice(page, seededAccounts.admin);
    await menuItem(page, 'Users').click();
    await page.getByPlaceholder('Search email or username...').fill(username);
    await expect(rows(page).filter({ hasText: username })).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1280);
    const table = await page.locator('table').first().boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(1280);
  });

  test('the login screen carries the Aspire name as its heading', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aspire Back-office' })).toBeVisible();
  });

  test('a coordinator sees only demo-school.test entries and no Questions menu', async ({
    page,
  }) => {
    await loginToBackoffice(page, seededAccounts.coordinator);
    await expect(menuItem(page, 'Whitelist')).toBeVisible();
    await expect(menuItem(page, 'Users')).toBeVisible();
    await expect(menuItem(page, 'Audit log')).toBeVisible();
    for (const name of ['Questions', 'Facets', 'Schools', 'Mail outbox']) {
      await expect(menuItem(page, name)).toHaveCount(0);
    }

    await menuItem(page, 'Whitelist').click();
    // The admin's home has report tables too: wait for the list itself.
    await expect(page).toHaveURL(/#\/whitelist/);
    const values = page.locator('table tbody td.column-value');
    await expect(values.filter({ hasText: DEMO_DOMAIN }).first()).toBeVisible();
    const shown = await values.allTextContents();
    expect(shown).toEqual(expect.arrayContaining([DEMO_DOMAIN, SCHOOL_EMAIL.value]));
    for (const value of shown) expect(value).toMatch(/(^|[@.])demo-school\.test$/);
    await expect(page.getByText(OUTSIDE_ENTRY.value)).toHaveCount(0);
  });
});

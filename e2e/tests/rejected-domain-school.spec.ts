// An admin adding a refused domain chooses its school, so the students it admits belong to that
// school (docs/product/coordinators.md, "Rejected sign-ups"; docs/decisions/0112).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { queryRows } from '../support/database';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice } from '../support/login';

const run = Date.now().toString(36);
const DOMAIN = `hillside-${run}.test`;
const SCHOOL = `Hillside ${run}`;
const PASSWORD = 'Domain!Pass9';

const register = (request: APIRequestContext, local: string) =>
  request.post('/api/users/register', {
    data: { username: `${local}_${run}`, age: 15, email: `${local}@${DOMAIN}`, password: PASSWORD },
  });

test("an admin adds a refused domain to the school they choose, and its next student is that school's", async ({
  page,
  request,
}) => {
  expect((await register(request, 'first')).status()).toBe(403);
  const token = await apiAdminLogin(request, seededAccounts.admin);
  const created = await request.post('/api/admin/schools', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: SCHOOL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const schoolId = Number(((await created.json()) as { id: number }).id);

  await loginToBackoffice(page, seededAccounts.admin);
  await page.goto('/admin/#/rejected-signups');
  const row = page.locator('table tbody tr').filter({ hasText: `@${DOMAIN}` });
  await expect(row).toHaveCount(1);
  // An admin has no "my school": the button asks which.
  await expect(row.getByRole('button', { name: 'Add to my school' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Add to a school…' }).click();
  const dialog = page.getByRole('dialog', { name: `Add @${DOMAIN} to a school` });
  await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  await dialog.getByLabel('School').selectOption({ label: SCHOOL });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${DOMAIN} was added to the whitelist.`)).toBeVisible();

  const entries = await queryRows<{ school_id: number }>(
    "SELECT school_id FROM whitelist_entries WHERE type = 'domain' AND value = ?",
    [DOMAIN],
  );
  expect(entries.map((e) => Number(e.school_id))).toEqual([schoolId]);
  expect((await register(request, 'second')).status()).toBe(201);
  const [student] = await queryRows<{ school_id: number }>(
    'SELECT school_id FROM users WHERE email = ?',
    [`second@${DOMAIN}`],
  );
  expect(Number(student.school_id)).toBe(schoolId);
});

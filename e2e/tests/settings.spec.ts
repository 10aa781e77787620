import { expect, test } from '@playwright/test';
import { adminApi } from '../support/admin-api';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice } from '../support/login';

// An admin turns sharing with the AI provider on and off in the back-office's Settings;
// each change is in the audit log. (The e2e server runs the offline provider, so nothing is sent.)

type AuditRow = { resource: string; after: { ai_sharing_enabled?: boolean } | null };

test('an admin turns AI sharing on and off in Settings, and the audit log records both', async ({
  page,
  request,
}) => {
  const api = adminApi(request, await apiAdminLogin(request, seededAccounts.admin));
  const changes = async () =>
    (await api.list<AuditRow>('audit-logs', { resource: 'settings' })).length;
  const before = await changes();

  await loginToBackoffice(page, seededAccounts.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const toggle = page.getByRole('switch', {
    name: "Allow the outside AI service to receive students' scores and subject names",
  });
  // Off by default (or as a previous run left it: this test ends with it off).
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('This server uses the built-in offline writer')).toBeVisible();

  await toggle.click();
  await expect(page.getByText('AI sharing turned on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(page.getByText('AI sharing turned off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect.poll(changes).toBe(before + 2);
});

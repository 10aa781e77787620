import { expect, test } from '@playwright/test';
import { databaseKind } from '../support/env';

test.describe('smoke', () => {
  test("should show the portal's login screen at /login", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test("should show react-admin's login form at /admin/", async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveTitle('Aspire Back-office');
    await expect(page.locator('input[name="email"]')).toHaveAttribute('type', 'email');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('should report a healthy database of the chosen kind at /api/health', async ({
    request,
  }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: databaseKind });
  });

  test('should answer an unknown API route with 404 JSON, not the portal', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

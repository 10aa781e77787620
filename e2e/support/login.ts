// Ways in for the tests: through the screens (what a person does) or through the API (set-up).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './env';

/** Logs in on the portal's /login screen and waits for the dashboard. */
export const loginToPortal = async (page: Page, { email, password }: Account): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  // The password field has a show/hide toggle whose label also says "password".
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
};

/** Logs in on the back-office's react-admin login screen and waits for the welcome card. */
export const loginToBackoffice = async (
  page: Page,
  { email, password }: Account,
): Promise<void> => {
  await page.goto('/admin/');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
};

const postJson = async (request: APIRequestContext, path: string, data: object) => {
  const response = await request.post(path, { data });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok())
    throw new Error(`POST ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
};

/** A student session from POST /api/users/login. */
export const apiLogin = async (request: APIRequestContext, { email, password }: Account) => {
  const body = await postJson(request, '/api/users/login', { email, password });
  return { token: String(body.token), userId: String(body.user_id) };
};

/** A staff token from POST /api/admin/login. */
export const apiAdminLogin = async (
  request: APIRequestContext,
  { email, password }: Account,
): Promise<string> =>
  String((await postJson(request, '/api/admin/login', { email, password })).token);

/** Starts the page already logged in to the portal, as the portal stores its session. */
export const usePortalSession = async (page: Page, session: { token: string; userId: string }) => {
  await page.addInitScript(({ token, userId }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  }, session);
};

/** Starts the page already logged in to the back-office. */
export const useBackofficeSession = async (page: Page, token: string) => {
  await page.addInitScript((value) => localStorage.setItem('adminToken', value), token);
};

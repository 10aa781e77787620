import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  SSO_REGISTER_HEADING,
  ssoButtonLabel,
  ssoWrongAccount,
  type SsoProvider,
} from '@aspire/domain';
import { adminApi } from '../support/admin-api';
import { expectNoAxeViolations } from '../support/axe';
import { seededAccounts } from '../support/env';
import { apiAdminLogin } from '../support/login';
import { addProviderAccount, GOOGLE_CLIENT, MICROSOFT_CLIENT } from '../support/oidc';

// School sign-in end to end (docs/product/access.md "School sign-in"): a real Chromium, the
// built app, and oidc-provider as a Google Workspace school (`hd`) and an Entra ID school (`tid`).

const run = Date.now().toString(36);
const GOOGLE_DOMAIN = `g${run}.test`;
const COORDINATOR = seededAccounts.coordinator.email;
const DEMO_DOMAIN = COORDINATOR.split('@')[1];

async function configure(request: APIRequestContext) {
  const api = adminApi(request, await apiAdminLogin(request, seededAccounts.admin));
  await api.ensure('schools', { name: `Google Grammar ${run}` });
  const [google] = await api.list<{ id: number }>('schools', { q: `Google Grammar ${run}` });
  const [demo] = await api.list<{ id: number; name: string }>('schools', { q: 'Demo' });
  await api.ensure('whitelist', { type: 'domain', value: GOOGLE_DOMAIN, school_id: google.id });
  await api.ensure('school-sso', {
    school_id: google.id,
    provider: 'google',
    client_id: GOOGLE_CLIENT.clientId,
    client_secret: GOOGLE_CLIENT.clientSecret,
    workspace_domain: GOOGLE_DOMAIN,
    allowed_domains: [GOOGLE_DOMAIN],
    enabled: true,
  });
  await api.ensure('school-sso', {
    school_id: demo.id,
    provider: 'microsoft',
    client_id: MICROSOFT_CLIENT.clientId,
    client_secret: MICROSOFT_CLIENT.clientSecret,
    tenant_id: MICROSOFT_CLIENT.tenantId,
    allowed_domains: [DEMO_DOMAIN],
    enabled: true,
  });
  const configs = await api.list<{ school_id: number; enabled: boolean }>('school-sso');
  const on = configs.filter((c) => c.enabled).map((c) => c.school_id);
  expect(on).toEqual(expect.arrayContaining([google.id, demo.id]));
}

/** Presses the school button with the address typed, and signs in at the provider's page. */
async function signInAtProvider(page: Page, email: string, provider: SsoProvider, account: string) {
  await page.getByRole('button', { name: ssoButtonLabel(provider) }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('school sign-in', () => {
  test.beforeAll(async ({ request }) => configure(request));

  test('a student of a Google Workspace school signs in to the portal, asked username and age once', async ({
    page,
    request,
  }) => {
    const account = `pupil-${run}`;
    const email = `${account}@${GOOGLE_DOMAIN}`;
    await addProviderAccount(request, account, {
      email,
      email_verified: true,
      hd: GOOGLE_DOMAIN,
      name: 'Ana Pupil',
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await signInAtProvider(page, email, 'google', account);

    await expect(page).toHaveURL(/\/sso$/);
    await expect(page.getByRole('heading', { name: SSO_REGISTER_HEADING })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page, 'the first sign-in form');
    await page.getByLabel('Username').fill(`pupil_${run}`);
    await page.getByLabel('Age').fill('15');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The next time: straight in, no question (the provider remembers the account too).
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: ssoButtonLabel('google') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: SSO_REGISTER_HEADING })).toHaveCount(0);
  });

  test('a coordinator of an Entra ID school signs in to the back-office with their role', async ({
    page,
    request,
  }) => {
    const account = `coord-${run}`;
    await addProviderAccount(request, account, {
      email: COORDINATOR,
      tid: MICROSOFT_CLIENT.tenantId,
      oid: `oid-${run}`,
      xms_edov: true,
      name: 'Coordinator',
    });
    await page.goto('/admin/');
    await page.locator('input[name="email"]').fill(COORDINATOR);
    await signInAtProvider(page, COORDINATOR, 'microsoft', account);
    await expect(page.getByText(`Welcome, ${COORDINATOR}`)).toBeVisible();
    await expect(page).not.toHaveURL(/sso=1/);
    await expect(page.getByTestId('dashboard-role')).toContainText('School coordinator');
    // Their school's sign-in settings, read-only, without the secret.
    await page.getByRole('menuitem', { name: 'School sign-in' }).click();
    await expect(page.getByText(MICROSOFT_CLIENT.clientId)).toBeVisible();
    await expect(page.getByText(GOOGLE_CLIENT.clientId)).toHaveCount(0);
    await expect(page.getByText(MICROSOFT_CLIENT.clientSecret)).toHaveCount(0);
  });

  test('a Google account of another domain is refused on the sign-in page, in plain words', async ({
    page,
    request,
  }) => {
    const account = `outsider-${run}`;
    const email = `${account}@${GOOGLE_DOMAIN}`;
    // The address looks like the school's, but the account belongs to another Workspace.
    await addProviderAccount(request, account, {
      email,
      email_verified: true,
      hd: 'elsewhere.test',
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await signInAtProvider(page, email, 'google', account);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('auth-message')).toHaveText(ssoWrongAccount('google'));
    await expectNoAxeViolations(page, 'the sign-in page with a school sign-in refused');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

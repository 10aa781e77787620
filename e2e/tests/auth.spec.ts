import { expect, test, type Page } from '@playwright/test';
import { queryRows } from '../support/database';
import { seededAccounts } from '../support/env';
import { apiAdminLogin } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';

const PASSWORD = 'Fresh!Start42';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type="password"]').fill(password);
  // The button reads 'Wait Ns' while the spec's backoff runs; a click waits until it is enabled.
  await page.getByRole('button', { name: 'Log In' }).click({ timeout: 40_000 });
}

test.describe('access', () => {
  test('a new student registers, verifies by e-mail, logs in, stays logged in and logs out', async ({
    page,
  }) => {
    const email = `e2e.${Date.now()}@demo-school.test`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(`e2e_${Date.now()}`);
    await page.getByLabel('Age').fill('15');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('auth-message')).toHaveText(
      'Registration successful! Please verify your email.',
    );
    // A success is shown as one.
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');

    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('auth-message')).toHaveText(
      'Please verify your email before logging in.',
    );
    await expect(page.getByRole('button', { name: 'Resend Verification' })).toBeVisible();

    const link = firstUrlInMail(await waitForMail(email));
    await page.goto(link);
    await expect(page.getByText('Email verified successfully. You can now log in.')).toBeVisible();

    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Send Reset Link sends the link only, not the login form behind the dialog', async ({
    page,
  }) => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/users/login')) logins.push(r.method());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(`reset.${Date.now()}@demo-school.test`);
    await page.locator('input[type="password"]').fill('Typed!Password1');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByTestId('auth-message')).toHaveText(
      'Password reset email sent successfully. Please check your inbox.',
    );
    await expect(page.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
    expect(logins).toEqual([]);
  });

  // One lockout for both what the server refuses and what a staff Unlock lifts: reaching it sits
  // through the spec's whole backoff (2 + 4 + 8 + 16 s), which the server enforces.
  test('the fifth wrong password locks the account, the server holds the lock with the browser limits wiped, and a staff Unlock lifts it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `unlock.${Date.now()}@demo-school.test`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(`unlock_${Date.now()}`);
    await page.getByLabel('Age').fill('15');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(firstUrlInMail(await waitForMail(email)));
    await expect(page.getByText('Email verified successfully. You can now log in.')).toBeVisible();

    await page.goto('/login');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await logIn(page, email, 'Wrong!Guess1');
      const expected =
        attempt < 5
          ? 'Invalid email or password.'
          : 'Too many login attempts for this email. Please wait 15 minutes.';
      await expect(page.getByTestId('auth-message')).toHaveText(expected);
    }
    await expect(page.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();

    // A fresh browser (or a script) has no local record: the server still says no, even to the
    // right password, and the browser keeps the lock it is told of.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('auth-message')).toHaveText(
      /^Too many login attempts for this email\. Please wait \d+ minutes\.$/,
    );
    await expect(page.getByRole('button', { name: /^Wait \d+s$/ })).toBeDisabled();

    const token = await apiAdminLogin(request, seededAccounts.admin);
    const [user] = await queryRows<{ id: string }>('SELECT id FROM users WHERE email = ?', [email]);
    const unlocked = await request.post(`/api/admin/users/${user!.id}/unlock`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(unlocked.ok()).toBe(true);

    // The browser still holds its lock record; the server says the lock is gone.
    await page.reload();
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

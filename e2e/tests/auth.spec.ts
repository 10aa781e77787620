import { expect, test, type Page } from '@playwright/test';
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

  test('the sixth wrong password meets the lockout, even with the browser limits wiped', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // An address nobody uses (an unknown e-mail locks exactly like a known one), so the seeded
    // accounts stay usable for the other specs.
    const email = `locked.${Date.now()}@demo-school.test`;
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

    // A fresh browser (or a script) has no local record: the server still says no.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await logIn(page, email, 'Wrong!Guess1');
    await expect(page.getByTestId('auth-message')).toHaveText(
      /^Too many login attempts for this email\. Please wait \d+ minutes\.$/,
    );
  });
});

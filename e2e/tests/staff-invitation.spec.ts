// Staff accounts by invitation, and the back-office's Forgot password (docs/product/access.md,
// "Staff accounts", "Resetting a password"): an admin invites a coordinator from Users, the mail
// (caught over SMTP) opens "Set your password", the coordinator signs in; later they forget the
// password and reset it from the sign-in page's link.
import { FORGOT_SUCCESS, RESET_PASSWORD_SUCCESS, STAFF_PASSWORD_SET } from '@aspire/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectNoBackofficeAxeViolations } from '../support/axe-backoffice';
import { baseURL, seededAccounts } from '../support/env';
import { loginToBackoffice } from '../support/login';
import { mailText, waitForDelivered } from '../support/smtp';

const linkIn = async (address: string, subject: RegExp, page: string) => {
  const text = mailText(await waitForDelivered(address, subject));
  const link = text.match(
    new RegExp(`https?://\\S+/admin/#/${page}\\?token=[\\w-]+&email=[^\\s"<]+`),
  );
  if (!link) throw new Error(`no ${page} link in the mail to ${address}`);
  return link[0];
};

const choosePassword = async (page: Page, password: string, submit: string) => {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: submit }).click();
};

const signIn = async (page: Page, email: string, password: string) => {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
};

test('an invited coordinator sets a password, signs in, and resets it from the sign-in page', async ({
  page,
  browser,
}) => {
  test.slow(); // four sign-ins and two mailed links: a long walk on a busy machine
  const email = `invited.${Date.now().toString(36)}@demo-school.test`;

  // The admin invites from Users.
  await loginToBackoffice(page, seededAccounts.admin);
  await page.goto('/admin/#/users');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('School').click();
  await page.getByRole('option', { name: 'Demo School' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invitee, in a browser of their own, opens the mailed link.
  const invitation = await linkIn(email, /invited to the Aspire back-office/, 'set-password');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(invitation);
  await expect(invitee.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expectNoBackofficeAxeViolations(invitee, 'Set your password');
  // The page holds the password to the rules before it asks the server.
  await choosePassword(invitee, 'short', 'Set password');
  await expect(invitee.getByRole('alert')).toContainText('Password must be at least 8 characters');
  await choosePassword(invitee, 'Invited!Pass9', 'Set password');
  await expect(invitee.getByRole('status')).toHaveText(STAFF_PASSWORD_SET);
  await invitee.getByRole('link', { name: 'Back to sign-in' }).click();
  await signIn(invitee, email, 'Invited!Pass9');

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(invitation);
  await choosePassword(again, 'Second!Pass9', 'Set password');
  await expect(again.getByRole('alert')).toContainText('invalid or has expired');

  // Forgot password, from the back-office's sign-in page.
  await again.goto(`${baseURL}/admin/#/login`);
  await again.getByRole('link', { name: 'Forgot password?' }).click();
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Send reset link' }).click();
  await expect(again.getByRole('status')).toHaveText(FORGOT_SUCCESS);
  await expectNoBackofficeAxeViolations(again, 'Forgot password');
  await again.goto(await linkIn(email, /Reset your Aspire password/, 'reset-password'));
  await expect(again.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await choosePassword(again, 'Reset!Pass99', 'Reset password');
  await expect(again.getByRole('status')).toHaveText(RESET_PASSWORD_SUCCESS);
  await again.getByRole('link', { name: 'Back to sign-in' }).click();
  await signIn(again, email, 'Reset!Pass99');
});

// A student shares a report with their school's careers advisers; an adviser reads it in the
// back-office; the student sees that view and stops sharing; the adviser is then refused
// (docs/product/advisers.md).
import { expect, test, type Page } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice, usePortalSession } from '../support/login';
import { completeAssessment, freshStudent } from '../support/student-results';

const PASSWORD = 'Adviser!Share42';
const SHARE = "Share with my school's careers advisers";

/** Opens the sharing dialog from the dashboard's account menu. */
async function openSharing(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: SHARE }).click();
  return page.getByRole('dialog', { name: SHARE });
}

test('a student shares FutureReady with the careers adviser, sees the view and revokes it', async ({
  browser,
  request,
}) => {
  const student = await freshStudent(request, 'shares', PASSWORD);
  await completeAssessment(request, student, 'Career');
  // The adviser: a demo-school account an admin makes a careers adviser.
  const adviser = await freshStudent(request, 'adviser', PASSWORD);
  const admin = await apiAdminLogin(request, seededAccounts.admin);
  const promoted = await request.put(`/api/admin/users/${adviser.userId}`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { role: 'careers_adviser' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);

  // The student shares FutureReady.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await usePortalSession(studentPage, student);
  let dialog = await openSharing(studentPage);
  await expect(dialog.getByTestId('adviser-share-status')).toHaveText(
    "You are not sharing any report with your school's careers advisers.",
  );
  await dialog.getByRole('checkbox', { name: 'FutureReady' }).check();
  await dialog.getByRole('button', { name: SHARE }).click();
  await expect(dialog.getByTestId('adviser-share-status')).toHaveText(
    /^Shared since \d{1,2} \w{3} \d{4}: FutureReady\.$/,
  );

  // The adviser signs in to the back-office, finds the student and opens the report.
  const adviserContext = await browser.newContext();
  const adviserPage = await adviserContext.newPage();
  await loginToBackoffice(adviserPage, { email: adviser.email, password: PASSWORD });
  await expect(adviserPage.getByTestId('dashboard-role')).toHaveText(
    'Signed in as Careers adviser',
  );
  await expect(adviserPage.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await adviserPage.getByRole('menuitem', { name: 'Students who have shared' }).click();
  await adviserPage.getByRole('cell', { name: student.username }).click();
  const report = adviserPage.getByRole('region', { name: 'FutureReady' });
  // The header and at least one area with its average.
  const interests = report.getByRole('table', { name: 'Career Interests & Personality' });
  await expect(interests.getByRole('row').nth(1)).toHaveText(/^\D+\d\.\d\d$/);
  await expect(report.getByText(/^Scored under /)).toBeVisible();

  // The student sees who opened what, then stops sharing.
  await studentPage.reload();
  dialog = await openSharing(studentPage);
  await expect(
    dialog.getByRole('list', { name: 'Who opened what and when' }).getByRole('listitem'),
  ).toHaveText([new RegExp(`^${adviser.username} opened FutureReady on `)]);
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "Your school's careers advisers can no longer see your reports.",
  );

  // The adviser is refused at once.
  await adviserPage.reload();
  await expect(adviserPage.getByTestId('shared-report-refused')).toHaveText(
    'This student has not shared their reports with you.',
  );
  await adviserContext.close();
  await studentContext.close();
});

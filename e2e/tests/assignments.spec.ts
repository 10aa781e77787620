// A coordinator assigns FutureReady to a class; a student of that class sees it on the
// dashboard, completes it, and the coordinator's assignment view shows them complete. Answering
// FutureReady's questions on its screens is assessments.spec.ts's; here the student's session is
// submitted through the API, as those screens send it.
import { expect, test } from '@playwright/test';
import { executeSql } from '../support/database';
import { seededAccounts } from '../support/env';
import { loginToBackoffice, usePortalSession } from '../support/login';
import { completeAssessment, freshStudent } from '../support/student-results';

const run = Date.now().toString(36);
const CLASS = `A${run}`.slice(0, 12);
const PASSWORD = 'Assign!Ready42';

test.describe('assignments with deadlines', () => {
  test.setTimeout(300_000);

  test('a coordinator assigns FutureReady to a class; a student completes it; the view shows it', async ({
    browser,
    request,
  }) => {
    const student = await freshStudent(request, 'assigned', PASSWORD);
    // The student's class, as a roster import would set it.
    await executeSql('UPDATE users SET year_group = ?, class_name = ? WHERE id = ?', [
      'Year 10',
      CLASS,
      student.userId,
    ]);

    // The coordinator assigns FutureReady to the class in the back-office.
    const staff = await (await browser.newContext()).newPage();
    await loginToBackoffice(staff, seededAccounts.coordinator);
    await staff.goto('/admin/#/assignments/create');
    await expect(staff.getByLabel('FutureReady')).toBeChecked();
    // The class is picked from those the school's students are in, with its count.
    await staff.getByLabel('Class').click();
    await staff.getByRole('option', { name: `${CLASS} (1 student)` }).click();
    const due = new Date(Date.now() + 14 * 24 * 3_600_000);
    const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000);
    await staff.getByLabel('Due date').fill(local.toISOString().slice(0, 16));
    await staff.getByLabel('Message to students').fill('Before the careers fair, please.');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff).toHaveURL(/#\/assignments\/\d+\/show/);
    const row = staff.locator('table tbody tr').filter({ hasText: student.email });
    await expect(row).toContainText('Not started');
    await expect(staff.getByTestId('assignment-counts')).toContainText('Not started: 1');

    // The student sees it in the dashboard's journey, then completes FutureReady.
    const portal = await (await browser.newContext()).newPage();
    await usePortalSession(portal, student);
    await portal.goto('/dashboard');
    const assignment = portal.getByTestId('assignment');
    await expect(assignment).toContainText(
      /Your school asks you to complete FutureReady by \d{1,2} [A-Z][a-z]+/,
    );
    await expect(assignment).toContainText('Before the careers fair, please.');
    await expect(assignment).toHaveAttribute('data-status', 'not_started');
    await completeAssessment(request, student, 'Career');
    await portal.reload();
    await expect(portal.getByTestId('assignment')).toHaveAttribute('data-status', 'complete');

    // The coordinator's view now shows them complete.
    await staff.reload();
    await expect(row).toContainText('Complete');
    await expect(staff.getByTestId('assignment-counts')).toContainText('Complete: 1');
  });
});

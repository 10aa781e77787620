// An assignment's year group and class are picked from the school's students, with counts, and
// the form warns before saving where an assessment is locked or already done
// (docs/product/coordinators.md, "Assignments"; docs/decisions/0113).
import { expect, test } from '@playwright/test';
import { executeSql } from '../support/database';
import { seededAccounts } from '../support/env';
import { loginToBackoffice } from '../support/login';
import { completeAssessment, freshStudent } from '../support/student-results';

const run = Date.now().toString(36);
const YEAR = `Y${run}`;
const CLASS = `P${run}`;
const PASSWORD = 'Picker!Pass9';

test('a coordinator picks a known year group and class and reads what is locked or done', async ({
  page,
  request,
}) => {
  const done = await freshStudent(request, 'picked', PASSWORD);
  const fresh = await freshStudent(request, 'picked', PASSWORD);
  await executeSql('UPDATE users SET year_group = ?, class_name = ? WHERE email IN (?, ?)', [
    YEAR,
    CLASS,
    done.email,
    fresh.email,
  ]);
  await completeAssessment(request, done, 'Career');

  await loginToBackoffice(page, seededAccounts.coordinator);
  await page.goto('/admin/#/assignments/create');
  await page.getByRole('checkbox', { name: 'StudyStyle' }).check();

  // Only the groups the school's students are in, each with its count.
  await page.getByRole('combobox', { name: 'Year group' }).click();
  await expect(page.getByRole('option', { name: /Year 99/ })).toHaveCount(0);
  await page.getByRole('option', { name: `${YEAR} (2 students)` }).click();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await expect(page.getByRole('option')).toHaveText(['Any class', `${CLASS} (2 students)`]);
  await page.getByRole('option', { name: `${CLASS} (2 students)` }).click();

  // The server's check, before anything is saved.
  const check = page.getByTestId('assignment-check');
  await expect(check).toContainText('Asks 2 students.');
  await expect(check).toContainText(
    'StudyStyle is locked for 2 of 2 students: it opens with Enrich+, after UniReady and FutureReady.',
  );
  await expect(check).toContainText(
    'FutureReady is already done by 1 of 2 students (in the last 6 months): they count as complete.',
  );

  // Without StudyStyle, only what is done is said.
  await page.getByRole('checkbox', { name: 'StudyStyle' }).uncheck();
  await expect(check).not.toContainText('StudyStyle');
  await expect(check).toContainText('FutureReady is already done by 1 of 2 students');
});

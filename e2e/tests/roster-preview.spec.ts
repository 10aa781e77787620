// A roster import is previewed line by line and imported on confirmation, one outcome shown at a
// time (docs/product/coordinators.md, "Students"; docs/decisions/0114).
import { expect, test, type Page } from '@playwright/test';
import { queryRows } from '../support/database';
import { seededAccounts } from '../support/env';
import { loginToBackoffice } from '../support/login';

const run = Date.now().toString(36);
const PUPIL = `roster.${run}@demo-school.test`;
const OUTSIDER = `roster.${run}@elsewhere.test`;

const rosterRow = (email: string) =>
  queryRows<{ year_group: string | null; class_name: string | null }>(
    'SELECT year_group, class_name FROM whitelist_entries WHERE value = ?',
    [email],
  );

const choose = (page: Page, name: string, csv: string) =>
  page.getByLabel('Roster CSV').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

test('a coordinator previews a roster, imports it, then previews and imports a move', async ({
  page,
}) => {
  await loginToBackoffice(page, seededAccounts.coordinator);
  await page.goto('/admin/#/students');
  await page.getByRole('button', { name: 'Import roster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a roster' });

  // The preview: every line with what it would do; nothing written.
  await choose(
    page,
    'term.csv',
    `email,year_group,class_name\n${PUPIL},10,10A\n${OUTSIDER},10,10A\n`,
  );
  const preview = dialog.getByRole('table', { name: 'Roster preview' });
  await expect(dialog.getByTestId('roster-counts')).toHaveText(
    'Added 1, moved 0, unchanged 0, refused 1.',
  );
  await expect(preview.locator('tr[data-status="added"]')).toContainText(PUPIL);
  await expect(preview.locator('tr[data-status="added"]')).toContainText('10 / 10A');
  await expect(preview.locator('tr[data-status="refused"]')).toContainText(OUTSIDER);
  expect(await rosterRow(PUPIL)).toEqual([]);

  // Imported on confirmation: the result replaces the preview.
  await dialog.getByRole('button', { name: 'Import 1 line' }).click();
  await expect(dialog.getByTestId('roster-result')).toHaveText('Imported.');
  await expect(dialog.getByRole('table', { name: 'Roster imported' })).toContainText(PUPIL);
  await expect(preview).toBeHidden();
  expect(await rosterRow(PUPIL)).toEqual([{ year_group: '10', class_name: '10A' }]);

  // A move is asked first, from which class to which.
  await choose(page, 'move.csv', `email,year_group,class_name\n${PUPIL},10,10C\n`);
  await expect(dialog.getByTestId('roster-result')).toBeHidden();
  const moved = dialog
    .getByRole('table', { name: 'Roster preview' })
    .locator('tr[data-status="moved"]');
  await expect(moved).toContainText('10 / 10A → 10 / 10C');
  expect(await rosterRow(PUPIL)).toEqual([{ year_group: '10', class_name: '10A' }]);
  await dialog.getByRole('button', { name: 'Import 1 line' }).click();
  await expect(dialog.getByTestId('roster-result')).toBeVisible();
  expect(await rosterRow(PUPIL)).toEqual([{ year_group: '10', class_name: '10C' }]);

  // The next file's preview replaces the last result: one outcome at a time.
  await choose(page, 'notes.csv', 'this is not a roster');
  await expect(dialog.getByTestId('roster-counts')).toHaveText(
    'Added 0, moved 0, unchanged 0, refused 1.',
  );
  await expect(dialog.getByTestId('roster-result')).toBeHidden();
  await expect(dialog.getByRole('table', { name: 'Roster imported' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Import 0 lines' })).toBeDisabled();
});

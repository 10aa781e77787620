// Sharing under the student's control (docs/decisions/0230-parent-links.md,
// docs/product/advisers.md): a student shares FutureReady with a parent, the parent opens the
// link in a browser of their own and downloads the PDF; the student shares it with the school's
// careers advisers too and an adviser opens it in the back-office; the student sees both openings
// and revokes both, and the link and the adviser are then refused.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { loginToBackoffice, usePortalSession } from '../support/login';
import { pdfText } from '../support/pdf-text';
import { auth, completeAssessment, freshStudent, type Session } from '../support/student-results';

const PASSWORD = 'Share!Parent42';

/** The facet the student scored highest on: the one a parent would look for first. */
async function topFacet(request: APIRequestContext, s: Session): Promise<string> {
  const res = await request.get(`/api/assessment/scores/${s.userId}`, {
    params: { assessmentType: 'Career' },
    headers: auth(s),
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { facets } = (await res.json()) as { facets: { _id: string; averageScore: number }[] };
  return [...facets].sort((a, b) => b.averageScore - a.averageScore)[0]._id;
}

test('a student shares FutureReady with a parent and the careers adviser, sees both openings and revokes both', async ({
  page,
  browser,
  request,
}) => {
  const student = await freshStudent(request, 'sharer', PASSWORD);
  await completeAssessment(request, student, 'Career');
  const top = await topFacet(request, student);

  // The student shares from the report page, under a name of their choosing.
  await usePortalSession(page, student);
  await page.goto('/career-scores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FutureReady Profile Index');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('FutureReady Profile Index')).toBeChecked();
  await dialog.getByLabel('Name to show (optional)').fill('Sam');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByTestId('share-link-url').inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);

  // The parent: another browser context, signed out, nothing of the student's stored.
  const parent = await browser.newContext();
  // The school's careers adviser (seeded in the demo school, the student's school): a third.
  const adviserContext = await browser.newContext();
  try {
    const shared = await parent.newPage();
    await shared.goto(url);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText("Sam's reports");
    await expect(shared.getByRole('rowheader', { name: top, exact: true }).first()).toBeVisible();
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(shared.getByText(student.email)).toHaveCount(0);
    await expect(shared.getByText(student.username)).toHaveCount(0);

    const downloading = shared.waitForEvent('download');
    await shared.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('aspire-futureready.pdf');
    const text = await pdfText(await download.path());
    expect(text).toContain(top);
    expect(text).toContain('For Sam');

    // The student shares FutureReady with the school's careers advisers on the Sharing page.
    await page.goto('/sharing');
    const advisers = page.getByRole('region', { name: "My school's careers advisers" });
    await advisers.getByRole('checkbox', { name: 'FutureReady' }).check();
    await advisers.getByRole('button', { name: "Share with my school's careers advisers" }).click();
    await expect(advisers.getByTestId('adviser-share-status')).toHaveText(
      /^Shared since \d{1,2} \w{3} \d{4}: FutureReady\.$/,
    );

    // The adviser signs in to the back-office and opens the student's report.
    const backoffice = await adviserContext.newPage();
    await loginToBackoffice(backoffice, seededAccounts.adviser);
    await backoffice.getByRole('menuitem', { name: 'Students who have shared' }).click();
    await backoffice.getByRole('cell', { name: student.username, exact: true }).click();
    const report = backoffice.getByRole('region', { name: 'FutureReady' });
    await expect(report.getByRole('cell', { name: top, exact: true }).first()).toBeVisible();

    // The student sees both openings, then revokes the link and stops sharing with advisers.
    await page.reload();
    const row = page.getByTestId('share-link-row');
    await expect(row).toContainText(/Opened 1 time, last on \d{1,2} \w{3}/);
    await expect(row).toContainText('PDF downloaded 1 time');
    await expect(
      advisers.getByRole('list', { name: 'Who opened what and when' }).getByRole('listitem'),
    ).toHaveText([/^demo_adviser opened FutureReady on /]);
    await row.getByRole('button', { name: /Revoke/ }).click();
    await expect(row).toContainText('Revoked');
    await advisers.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(advisers.getByRole('status')).toHaveText(
      "Your school's careers advisers can no longer see your reports.",
    );

    await shared.reload();
    await expect(shared.getByText(/This link does not work/)).toBeVisible();
    await expect(shared.getByRole('rowheader', { name: top, exact: true })).toHaveCount(0);
    await backoffice.reload();
    await expect(backoffice.getByTestId('shared-report-refused')).toHaveText(
      'This student has not shared their reports with you.',
    );
    await expect(backoffice.getByRole('cell', { name: top, exact: true })).toHaveCount(0);
  } finally {
    await adviserContext.close();
    await parent.close();
  }
});

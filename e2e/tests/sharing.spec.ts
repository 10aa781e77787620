// Sharing under the student's control (docs/decisions/0230-parent-links.md): a student shares
// FutureReady with a parent, the parent opens the link in a browser of their own and downloads
// the PDF, the student sees the opening and revokes the link, and the link then refuses.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { usePortalSession } from '../support/login';
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

test('a student shares FutureReady with a parent, sees the opening and revokes the link', async ({
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
    expect(download.suggestedFilename()).toBe('aspire-FutureReady.pdf');
    const text = await pdfText(await download.path());
    expect(text).toContain(top);
    expect(text).toContain('For Sam');

    // The student sees the opening from the parent's side, then revokes the link.
    await page.goto('/sharing');
    const row = page.getByTestId('share-link-row');
    await expect(row).toContainText(/Opened 1 time, last on \d{1,2} \w{3}/);
    await expect(row).toContainText('PDF downloaded 1 time');
    await row.getByRole('button', { name: /Revoke/ }).click();
    await expect(row).toContainText('Revoked');

    await shared.reload();
    await expect(shared.getByText(/This link does not work/)).toBeVisible();
    await expect(shared.getByRole('rowheader', { name: top, exact: true })).toHaveCount(0);
  } finally {
    await parent.close();
  }
});

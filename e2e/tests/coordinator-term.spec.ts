// A coordinator's term, end to end (docs/product/coordinators.md): a roster imported after its
// preview, the not registered chased, an assignment made after its warning, a student who
// registers from the invitation and completes, the coordinator reading their state and printing
// a recovery slip, and the student recovering from the sign-in page's link with that code.
import { expect, test } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { apiLogin, loginToBackoffice } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';
import { mailText, waitForDelivered } from '../support/smtp';
import { completeAssessment } from '../support/student-results';

const run = Date.now().toString(36);
const YEAR = `T${run}`;
const CLASS = `C${run}`;
const ADA = `ada.${run}@demo-school.test`;
const BEN = `ben.${run}@demo-school.test`;
const PASSWORD = 'Term!Pass42';
const RECOVERED = 'Recovered!Pass42';

test("a coordinator's term: roster, chase, assign, complete, slip, recover", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await loginToBackoffice(page, seededAccounts.coordinator);

  // The roster, previewed then imported.
  await page.goto('/admin/#/students');
  await page.getByRole('button', { name: 'Import roster' }).click();
  const importer = page.getByRole('dialog', { name: 'Import a roster' });
  await page.getByLabel('Roster CSV').setInputFiles({
    name: 'term.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `email,year_group,class_name\n${ADA},${YEAR},${CLASS}\n${BEN},${YEAR},${CLASS}\n`,
    ),
  });
  await expect(importer.getByTestId('roster-counts')).toHaveText(
    'Added 2, moved 0, unchanged 0, refused 0.',
  );
  await importer.getByRole('button', { name: 'Import 2 lines' }).click();
  await expect(importer.getByTestId('roster-result')).toHaveText('Imported.');
  await importer.getByRole('button', { name: 'Close' }).click();

  // Chasing the not registered of the class: both are invited, by e-mail.
  const notRegistered = encodeURIComponent(
    JSON.stringify({ state: 'not_registered', class_name: CLASS }),
  );
  await page.goto(`/admin/#/students?filter=${notRegistered}`);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Invite the not registered' }).click();
  await expect(page.getByText('Sent 2, skipped 0.')).toBeVisible();
  const invitation = mailText(await waitForDelivered(ADA, /Your school invites you to Aspire/));
  expect(invitation).toContain('Create my account');

  // Ada registers with the invited address and verifies it; she brings her class.
  const username = `ada_${run}`;
  const registered = await request.post('/api/users/register', {
    data: { username, age: 15, email: ADA, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verify = new URL(firstUrlInMail(await waitForMail(ADA)));
  const verified = await request.get('/api/users/verify-email', {
    params: { token: verify.searchParams.get('token') ?? '' },
  });
  expect(verified.ok(), await verified.text()).toBe(true);

  // An assignment for the class, with the warning about StudyStyle before it is saved.
  await page.goto('/admin/#/assignments/create');
  await page.getByRole('checkbox', { name: 'StudyStyle' }).check();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: `${CLASS} (1 student)` }).click();
  const check = page.getByTestId('assignment-check');
  await expect(check).toContainText('Asks 1 student.');
  await expect(check).toContainText('StudyStyle is locked for 1 of 1 student');
  await page.getByRole('checkbox', { name: 'StudyStyle' }).uncheck();
  await expect(check).not.toContainText('StudyStyle');
  const due = new Date(Date.now() + 14 * 24 * 3_600_000);
  await page.getByLabel('Due date').fill(due.toISOString().slice(0, 16));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/assignments\/\d+\/show/);

  // Ada completes FutureReady.
  const ada = await apiLogin(request, { email: ADA, password: PASSWORD });
  await completeAssessment(request, ada, 'Career');

  // The coordinator sees her state and progress, and prints her a recovery slip.
  const active = encodeURIComponent(JSON.stringify({ state: 'active', class_name: CLASS }));
  await page.goto(`/admin/#/students?filter=${active}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Active');
  await rows.first().click();
  await expect(page.getByText(`${ADA} · Active`)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Issue a recovery code' }).click();
  const codeText = await page.getByText(/Code [0-9A-Z]{4}-/).textContent();
  const code = /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/.exec(codeText ?? '')![0];
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('recovery-slips')).toContainText(code);
  await expect(page.getByTestId('recovery-slips')).toContainText('/recover');
  await page.emulateMedia({ media: 'screen' });

  // Ada, who lost her school mailbox, recovers from the sign-in page's link.
  const student = await (
    await browser.newContext({ baseURL: new URL(page.url()).origin })
  ).newPage();
  await student.goto('/login');
  await student.getByRole('link', { name: 'Lost access to your school e-mail?' }).click();
  await expect(student).toHaveURL(/\/recover$/);
  await student.getByLabel('Username').fill(username);
  await student.getByLabel('Recovery code').fill(code);
  await student.getByLabel('New Password').fill(RECOVERED);
  await student.getByLabel('Confirm Password').fill(RECOVERED);
  await student.getByRole('button', { name: 'Recover Account' }).click();
  await expect(student.getByTestId('auth-message')).toHaveAttribute('data-severity', 'success');
  const signIn = await request.post('/api/users/login', {
    data: { email: ADA, password: RECOVERED },
  });
  expect(signIn.status()).toBe(200);

  // The reports, for the class: the funnel starts from the roster (2 addresses, 1 registered from
  // it) and counts the completion.
  await page.goto('/admin/#/');
  await page.getByLabel('Class').fill(CLASS);
  const funnel = page.getByTestId('funnel-table');
  await expect(funnel.getByRole('row', { name: /^Rostered addresses/ })).toHaveText(
    /^Rostered addresses2/,
  );
  await expect(funnel.getByRole('row', { name: /^Registered from the roster/ })).toHaveText(
    /^Registered from the roster150%/,
  );
  await expect(funnel.getByRole('row', { name: /^FutureReady completed/ })).toHaveText(
    /^FutureReady completed1100%/,
  );
});

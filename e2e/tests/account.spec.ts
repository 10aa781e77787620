// A student with completed assessments sees both charts, generates insights
// (offline provider), changes username, downloads the CSV, deletes the account and can no longer
// log in.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { csvRecords } from '../support/csv';
import { apiLogin, usePortalSession } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';

const PASSWORD = 'Account!Flow42';

type Session = { token: string; userId: string };
type Student = Session & { email: string };
type ServedQuestion = {
  question_id: number;
  category: string;
  sub_category: string;
  facet: string | null;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Registers and verifies a new student through the API and the mail outbox. */
async function freshStudent(request: APIRequestContext): Promise<Student> {
  const id = stamp();
  const email = `account.${id}@demo-school.test`;
  const registered = await request.post('/api/users/register', {
    data: { username: `account_${id}`, age: 16, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, ...(await apiLogin(request, { email, password: PASSWORD })) };
}

/** The student's favourite facets get the top option, everything else the lowest one. */
const FAVOURITES = new Set([
  'Natural Sciences & Mathematics',
  'Physics',
  'Mathematics',
  'Investigative',
  'Artistic',
  'Openness',
  'Intrinsic Motivation',
  'Independence',
  'Empathy',
]);

/** The Part I area ranked second: a middle answer everywhere (no tie at second). */
const SECOND_AREA = 'Computing & Digital';
const AREAS = new Set(['Natural Sciences & Mathematics', SECOND_AREA]);

const scoreFor = (q: ServedQuestion): number => {
  const scores = q.options.map((o) => o.score);
  if (q.facet === SECOND_AREA) return 3;
  return FAVOURITES.has(q.facet ?? '') ? Math.max(...scores) : Math.min(...scores);
};

/** Submits one completed session through the API: submit-batch, then save-progress with a date. */
async function complete(
  request: APIRequestContext,
  student: Session,
  assessmentType: 'Career' | 'Subject',
  keep: (q: ServedQuestion) => boolean,
) {
  const headers = { Authorization: `Bearer ${student.token}` };
  const status = assessmentType === 'Career' ? 'Career Assessments' : 'Subject Assessments';
  const served = await request.get('/api/questions', { params: { status }, headers });
  expect(served.ok(), await served.text()).toBe(true);
  const questions = ((await served.json()) as ServedQuestion[]).filter(keep);
  expect(questions.length).toBeGreaterThan(0);
  const sessionId = `e2e-${assessmentType.toLowerCase()}-${stamp()}`;
  const submitted = await request.post('/api/assessment/submit-batch', {
    headers,
    data: {
      userId: student.userId,
      assessmentType,
      sessionId,
      answers: questions.map((q) => ({
        questionId: q.question_id,
        category: q.category,
        subCategory: q.sub_category,
        facet: q.facet,
        taxonomy: q.taxonomy,
        score: scoreFor(q),
      })),
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const saved = await request.post('/api/assessment/save-progress', {
    headers,
    data: {
      userId: student.userId,
      sessionId,
      assessmentType,
      lastCompletionDate: new Date().toISOString(),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Runs one Manage Account action through its password step and Confirm Action. */
async function performAction(page: Page, action: string, fields: Record<string, string> = {}) {
  await page
    .getByRole('dialog', { name: 'Manage Account' })
    .getByRole('button', { name: action })
    .click();
  const form = page.getByRole('dialog', { name: action });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Action' });
  await expect(confirm).toBeVisible();
  return confirm.getByRole('button', { name: 'Confirm' });
}

test('a student generates insights, changes username, downloads the CSV and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await freshStudent(request);
  await complete(request, student, 'Career', () => true);
  await complete(
    request,
    student,
    'Subject',
    // Part I ranks Natural Sciences first and Computing second, so Part II covers those two.
    (q) => q.category === 'Part I' || (q.category === 'Part II' && AREAS.has(q.sub_category)),
  );
  await usePortalSession(page, student);

  await test.step('both charts', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Top Subject Scores' })).toBeVisible();
    await page.getByRole('tab', { name: 'FutureReady' }).click();
    await expect(page.getByRole('region', { name: 'FutureReady Profile Index' })).toBeVisible();
  });

  await test.step('Generate Insights with the offline provider', async () => {
    await page.getByRole('tab', { name: 'Generate Insights' }).click();
    await page.getByRole('button', { name: 'Generate Insights' }).click();
    const confirm = page.getByRole('dialog', { name: 'Generate Insights?' });
    await expect(confirm).toContainText('you can generate new insights again on');
    await confirm.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('dialog', { name: "What's Next?" })).toBeVisible();
    await page.getByRole('button', { name: 'Got it' }).click();
    const text = page.getByTestId('insights-text');
    await expect(text.locator('strong', { hasText: 'Physics' }).first()).toBeVisible();
    await expect(text).not.toContainText('**');
    await expect(page.getByTestId('insights-credit')).toHaveText(
      "Written by Aspire's offline guidance generator from your scores",
    );
    await expect(page.getByText('powered by xAI')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Insights' })).toBeDisabled();
  });

  const newName = `renamed_${stamp()}`;
  await test.step('Change Username', async () => {
    await page.getByRole('button', { name: 'Manage Account' }).click();
    await (await performAction(page, 'Change Username', { 'New Username': newName })).click();
    const account = page.getByRole('dialog', { name: 'Manage Account' });
    await expect(account.getByTestId('account-message')).toHaveText(
      'Username updated successfully.',
    );
    await expect(account.getByTestId('account-summary')).toContainText(newName);
    await expect(account.getByRole('button', { name: 'Change Username' })).toBeDisabled();
  });

  await test.step('Download Your Data', async () => {
    const confirm = await performAction(page, 'Download Your Data');
    const downloading = page.waitForEvent('download');
    await confirm.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`user_data_${student.userId}.csv`);
    const records = csvRecords(await readFile((await download.path()) ?? '', 'utf8'));
    expect(records).toContainEqual({
      section: 'profile',
      record: '1',
      field: 'username',
      value: newName,
    });
    expect(records.some((r) => r.section === 'insights' && r.field === 'text')).toBe(true);
    const account = page.getByRole('dialog', { name: 'Manage Account' });
    await expect(account.getByRole('button', { name: 'Download Your Data' })).toBeDisabled();
  });

  await test.step('Delete This Account, then logging in fails', async () => {
    await (await performAction(page, 'Delete This Account')).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Email').fill(student.email);
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('auth-message')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });
});

// A student signs in, completes FutureReady and reads its report with the keyboard
// alone (Tab, Shift+Tab, arrows, Space, Enter, Escape): every stop shows its focus, the order
// follows the page, nothing traps the focus, and the account dialog takes and returns it.
import { expect, test, type Page } from '@playwright/test';
import { answerOptions } from '../support/answer-options';
import { focused, isRadio, named, tabTo, type Focused } from '../support/keyboard';
import { prefillStoredAnswers } from '../support/prefill-answers';
import { freshStudent, type ServedQuestion } from '../support/student-results';

const PASSWORD = 'Keyboard!Only42';

const indexOf = (path: Focused[], name: string) => path.findIndex((f) => f.name === name);

/** Answers the question on screen from its focused radio group: Space, then `down` arrows. */
async function answer(page: Page, down: number) {
  await page.keyboard.press('Space');
  for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
}

test('keyboard only: sign in, complete FutureReady, read the report, account dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const student = await freshStudent(request, 'keys', PASSWORD);
  page.on('dialog', (dialog) => void dialog.accept());

  // Sign-in: the fields, the password toggle, the reset link and the submit, in that order.
  await page.goto('/login');
  // Each screen is waited for before the keys go on: a loading screen has nothing to focus.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  const signIn = await tabTo(page, named('Log In', 'button'));
  const order = ['Email', 'Password', 'Show', 'Forgot Password?', 'Log In'].map((n) =>
    indexOf(signIn, n),
  );
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await tabTo(page, named('Email'), { back: true });
  await page.keyboard.type(student.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'UniReady' })).toBeVisible();

  // Dashboard: the tab list is one stop; arrows move within it, Enter selects.
  await tabTo(page, named('UniReady', 'tab'));
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).name).toBe('FutureReady');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'FutureReady' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await tabTo(page, named('Take FutureReady Assessment', 'button'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careerassessment$/);

  // The runner: one radio group per question, named by it; arrows move and select.
  const questionText = page.getByTestId('question-text');
  await expect(questionText).toBeVisible();
  const total = Number(
    /of (\d+) questions/.exec(
      (await page.getByTestId('overall-progress').textContent()) ?? '',
    )?.[1],
  );
  expect(total).toBeGreaterThan(1);
  await tabTo(page, isRadio, { max: 15 });
  const group = page.getByRole('radiogroup', { name: (await questionText.textContent()) ?? '' });
  await expect(group).toBeVisible();
  const options = answerOptions(page);
  await page.keyboard.press('Space');
  await expect(options.nth(0)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeChecked();
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toBeChecked();
  await expect(options.nth(1)).not.toBeChecked();

  // The first questions check every stop on the way to Next, the next ones press the same keys
  // (the same controls) and check where the focus lands. "Show example" may come before the
  // options. The rest are stored as the runner keeps them: every question is the same control,
  // and assessments.spec.ts answers all of them on screen.
  const CHECKED = 4;
  const KEYED = Math.min(total, 8);
  for (let n = 1; n <= KEYED; n++) {
    if (n > 1) await tabTo(page, isRadio, { max: 3 });
    // Answers vary (0–2 steps down), as a student's would.
    if (n > 1) await answer(page, n % 3);
    const text = await questionText.textContent();
    if (n === total) break;
    // Out of the group in one press (a single tab stop), past Previous, to Next.
    if (n <= CHECKED) await tabTo(page, named('Next question', 'button'), { max: 3 });
    else for (const key of ['Tab', 'Tab']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    // The new question takes the focus, so the student goes on from there.
    await expect(questionText).not.toHaveText(text ?? '');
    await expect(questionText).toBeFocused();
  }
  if (KEYED < total) {
    // Varied by area, as a student's would be.
    const vary = (q: ServedQuestion) => q.options[q.facet.length % 3].optionText;
    await prefillStoredAnswers(page, request, student, 'careerAssessment', vary);
    await expect(questionText).toBeVisible();
    await tabTo(page, isRadio, { max: 15 });
  }
  await expect(page.getByTestId('overall-progress')).toHaveText(
    `${total} of ${total} questions answered`,
  );
  await tabTo(page, named('Submit', 'button'), { max: 4 });
  await page.keyboard.press('Enter');
  const anyway = page.getByRole('button', { name: 'Submit anyway' });
  const noted = await Promise.race([
    anyway.waitFor({ state: 'visible' }).then(() => true),
    page.waitForURL(/\/dashboard$/).then(() => false),
  ]);
  if (noted) {
    await tabTo(page, named('Submit anyway', 'button'), { back: true });
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/dashboard$/);

  // The profile chart: its data as a table, opened from the keyboard.
  const chart = page.getByRole('figure', { name: 'FutureReady Profile Index chart' });
  // Drawn (nivo loads on its own), so the page does not change under the keys.
  await expect(chart.locator('svg[role="group"]')).toBeVisible();
  await tabTo(page, named('Show data table', 'button'), { max: 150 });
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'FutureReady Profile Index chart' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(5);
  await expect(table.getByRole('columnheader')).toHaveText(['Facet', 'Section', 'Score']);

  // The report, reached back up the page.
  await tabTo(page, named('FutureReady Scoring Details', 'button'), { back: true, max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/career-scores$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-chart="drawn"] svg').first()).toBeVisible();
  const reportPath = await tabTo(page, named('Show data table', 'button'), { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(reportPath.length).toBeGreaterThan(0);

  // No trap: Tab goes on through the whole report and comes round to where it started.
  const start = await focused(page);
  const seen = new Set<string>();
  await tabTo(
    page,
    (f) => {
      seen.add(f.id);
      return f.id === start.id && seen.size > 3;
    },
    { max: 250 },
  );

  // The account dialog takes the focus and gives it back to its opener on Escape and on Close.
  await tabTo(page, named('Close', 'button'), { back: true, max: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Manage Account' })).toBeVisible();
  await tabTo(page, named('Manage Account', 'button'), { max: 150 });
  const opener = await focused(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Manage Account' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).id).toBe(opener.id);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, named('Close', 'button'), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).id).toBe(opener.id);
});

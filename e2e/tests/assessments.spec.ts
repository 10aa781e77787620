// A fresh student takes FutureReady, UniReady Parts I–II, Part III
// and StudyStyle through the screens, then meets the 6-month lock.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, usePortalSession } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';
import { submitThroughNote } from '../support/submit-assessment';
import { answerOptions } from '../support/answer-options';

const PASSWORD = 'Assess!Ment42';
const ALREADY_COMPLETED =
  'This assessment has already been completed. You can retake it in 6 months.';

type Session = { token: string; userId: string };
type ServedQuestion = {
  question_text: string;
  category: string;
  facet: string | null;
  options: { score: number }[];
};

/** Registers and verifies a new student through the API and the mail outbox. */
async function freshStudent(request: APIRequestContext): Promise<Session> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `assess.${stamp}@demo-school.test`;
  const registered = await request.post('/api/users/register', {
    data: { username: `assess_${stamp}`, age: 15, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return apiLogin(request, { email, password: PASSWORD });
}

/** The UniReady bank by question text, to answer by subject (the screen shows the area only). */
async function subjectBank(request: APIRequestContext, session: Session) {
  const response = await request.get('/api/questions', {
    params: { status: 'Subject Assessments' },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  const questions = (await response.json()) as ServedQuestion[];
  return new Map(questions.map((q) => [q.question_text, q]));
}

/** Which option to click: by position in the list, first or last. */
type Pick = 'first' | 'last' | number;

/** The position of the option that scores `score` (a reverse-keyed item scores its last option 1). */
const scoring = (q: ServedQuestion | undefined, score: number): Pick =>
  q ? q.options.findIndex((o) => o.score === score) : 'first';

const progressOf = async (page: Page) => {
  const text = (await page.getByTestId('overall-progress').textContent()) ?? '';
  const [, answered, total] = /^(\d+) of (\d+) questions answered$/.exec(text) ?? [];
  return { answered: Number(answered), total: Number(total) };
};

const options = (page: Page) => answerOptions(page);

const optionAt = (page: Page, pick: Pick) => {
  const all = options(page);
  return pick === 'first' ? all.first() : pick === 'last' ? all.last() : all.nth(pick);
};

/**
 * Answers the current part to the end: an option for each question, then Next. `stopAfter`
 * returns early, with the last question answered and still shown. The pick reads the question
 * text only when it needs it (UniReady), which keeps the long FutureReady run quick.
 */
async function answerAll(
  page: Page,
  pick: ((text: string) => Pick) | Pick,
  stopAfter = Number.POSITIVE_INFINITY,
) {
  const questionText = page.getByTestId('question-text');
  await expect(questionText).toBeVisible();
  const { total } = await progressOf(page);
  let { answered } = await progressOf(page);
  while (answered < total && answered < stopAfter) {
    const text = typeof pick === 'function' ? ((await questionText.textContent()) ?? '') : '';
    await optionAt(page, typeof pick === 'function' ? pick(text) : pick).click();
    answered += 1;
    if (answered < total && answered < stopAfter) {
      await page.getByRole('button', { name: 'Next question' }).click();
      if (text) await expect(questionText).not.toHaveText(text);
    }
  }
  await expect(page.getByTestId('overall-progress')).toHaveText(
    `${answered} of ${total} questions answered`,
  );
}

/** Accepts every dialog (alerts and confirmations) and keeps their texts. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

const SUBMIT_DIALOGS = [
  'Retake available in 6 months.',
  'Finalise submission? This action cannot be undone.',
];

async function submit(page: Page, dialogs: string[], landing: RegExp) {
  await submitThroughNote(page, landing);
  await expect(page).toHaveURL(landing);
  expect(dialogs).toEqual(SUBMIT_DIALOGS);
}

test.describe.serial('assessments', () => {
  test.setTimeout(360_000);
  let student: Session;
  let bank: Map<string, ServedQuestion>;

  test.beforeAll(async ({ request }) => {
    student = await freshStudent(request);
    bank = await subjectBank(request, student);
  });

  test.beforeEach(async ({ page }) => {
    await usePortalSession(page, student);
  });

  test('FutureReady: answers every question, resumes after a reload, submits', async ({ page }) => {
    const dialogs = acceptDialogs(page);
    await page.goto('/careerassessment');
    await expect(
      page.getByRole('heading', { name: 'ASPIRE FutureReady Psychometric Test' }),
    ).toBeVisible();
    await expect(page.getByText(/All rights reserved\.$/)).toBeVisible();

    await answerAll(page, 'first', 6);
    const text = await page.getByTestId('question-text').textContent();
    const before = await progressOf(page);
    await page.reload();
    await expect(page.getByTestId('question-text')).toHaveText(text ?? '');
    await expect(options(page).first()).toBeChecked();
    expect(await progressOf(page)).toEqual(before);
    // The answer before it is kept too.
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(options(page).first()).toBeChecked();
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByTestId('question-text')).toHaveText(text ?? '');

    await page.getByRole('button', { name: 'Next question' }).click();
    await answerAll(page, 'first');
    await submit(page, dialogs, /\/dashboard$/);
  });

  test('UniReady: Part I, then the Part II subjects of Computing and Engineering, submitted', async ({
    page,
  }) => {
    const dialogs = acceptDialogs(page);
    await page.goto('/subjectassessment');
    await expect(page.getByTestId('part-two-note')).toHaveText(
      'Note: Part II asks about subjects in the areas your Part I answers rank highest (at least two).',
    );
    // Part I by position: half of each area's items are worded the other way, so every area
    // averages 3, a flat profile. The tie is the student's to decide, never the bank's order
    // (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
    await answerAll(page, (text) => {
      const area = bank.get(text)?.facet;
      if (area === 'Computing & Digital') return 'last';
      return area === 'Engineering & Technology' ? 3 : 'first';
    });
    await page.getByRole('button', { name: 'Proceed to Part II' }).click();
    const choice = page.getByTestId('part-i-choice');
    await expect(choice).toContainText(
      'Your answers rate these areas the same. Choose 2 to explore in Part II.',
    );
    await expect(choice.getByRole('checkbox')).toHaveCount(8);
    const go = page.getByRole('button', { name: 'Continue to Part II' });
    await expect(go).toBeDisabled();
    await choice.getByRole('checkbox', { name: 'Computing & Digital' }).check();
    await choice.getByRole('checkbox', { name: 'Engineering & Technology' }).check();
    await go.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Part II$/);
    await expect(page.getByTestId('part-two-note')).toHaveText(
      'Note: from your Part I answers, Part II asks about subjects in 2 areas: Computing & Digital and Engineering & Technology.',
    );
    expect(dialogs).toEqual([
      'Warning: Once you start Part II, you cannot return to Part I. You may retake the assessment in 6 months. Proceed?',
    ]);
    dialogs.length = 0;

    // Part II: Computer Science highest, Games Development second (both lead to Part III).
    const shown = new Set<string>();
    await answerAll(page, (text) => {
      const q = bank.get(text);
      const subject = q?.facet ?? '';
      shown.add(subject);
      if (subject === 'Computer Science') return scoring(q, 5);
      return scoring(q, subject === 'Games Development' ? 4 : 1);
    });
    expect([...shown].sort()).toEqual([
      'Architecture',
      'Civil Engineering',
      'Computer Science',
      'Data Science',
      'Electrical & Electronic Engineering',
      'Games Development',
      'Information Technology',
      'Mechanical Engineering',
    ]);
    await submit(page, dialogs, /\/dashboard$/);
  });

  test('Advanced Subject Exploration: the Part III questions of the top subjects, submitted', async ({
    page,
  }) => {
    const dialogs = acceptDialogs(page);
    await page.goto('/subjectpart3assessment');
    await expect(page.getByRole('heading', { name: 'Advanced Subject Exploration' })).toBeVisible();
    const parents = new Set<string>();
    await answerAll(page, (text) => {
      parents.add(bank.get(text)?.category ?? '');
      return 'last';
    });
    expect([...parents]).toEqual(['Part III']);
    // Two top subjects × 3 specialisations × 3 items.
    expect(await progressOf(page)).toEqual({ answered: 18, total: 18 });
    await submit(page, dialogs, /\/dashboard$/);
  });

  test('StudyStyle: answers every question and lands on Enrich+', async ({ page }) => {
    const dialogs = acceptDialogs(page);
    await page.goto('/learningassessment');
    await expect(
      page.getByRole('heading', { name: 'ASPIRE StudyStyle Psychometric Test' }),
    ).toBeVisible();
    await answerAll(page, 'last');
    await submit(page, dialogs, /\/dashboard_enrich$/);
  });

  test('a second attempt within 6 months is refused', async ({ page }) => {
    await page.goto('/careerassessment');
    await expect(
      page.getByText(/^This assessment has already been completed\. You can retake it from .+\.$/),
    ).toBeVisible();
    await expect(page.getByTestId('question-text')).toHaveCount(0);

    // Without the browser's pre-check (its progress answers hidden), the server refuses the
    // submit and the portal shows the spec's message.
    await page.route('**/api/assessment/progress/**', (route) =>
      route.request().url().includes('assessmentType=SubjectPart3')
        ? route.fulfill({ status: 404, json: { error: 'No progress found' } })
        : route.continue(),
    );
    const dialogs = acceptDialogs(page);
    await page.goto('/subjectpart3assessment');
    await answerAll(page, 'first');
    await submitThroughNote(page, /\/dashboard$/);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(dialogs).toEqual([...SUBMIT_DIALOGS, ALREADY_COMPLETED]);
  });
});

// Enrich+ (docs/product/dashboard.md) and the community pages: a student with UniReady and
// FutureReady results goes from the dashboard to Enrich+, takes StudyStyle, reads its report and
// comes back, generates learning materials and ticks one, then visits the school feed and the
// consultants; a subject consultant of the same school has posted and written a profile.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminApi } from '../support/admin-api';
import { expectNoAxeViolations } from '../support/axe';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, apiLogin, usePortalSession } from '../support/login';
import { prefillStoredAnswers } from '../support/prefill-answers';
import {
  auth,
  completeAssessment,
  freshStudent,
  type ServedQuestion,
  type Session,
} from '../support/student-results';
import { submitThroughNote } from '../support/submit-assessment';
import { answerOptions } from '../support/answer-options';

const PASSWORD = 'Enrich!Plus42';

/** The first of a subject's curated materials, which the offline provider lists first. */
function firstCuratedUrl(subject: string): string {
  const file = join(__dirname, '..', '..', 'backend', 'seed-data', 'curated-materials.json');
  const curated = JSON.parse(readFileSync(file, 'utf8')) as {
    subjects: Record<string, { url: string }[]>;
  };
  return curated.subjects[subject][0].url;
}

/** A subject consultant of the demo school, made one by an admin in the back-office API. */
async function consultant(request: APIRequestContext, subject: string) {
  const { email, username } = await freshStudent(request, 'consultant', PASSWORD);
  const staff = await apiAdminLogin(request, seededAccounts.admin);
  const [user] = await adminApi(request, staff).list<{ id: string }>('users', { q: email });
  const changed = await request.put(`/api/admin/users/${user.id}`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { role: 'subject_consultant' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const s = await apiLogin(request, { email, password: PASSWORD });
  const profile = await request.put('/api/consultants/me', {
    headers: auth(s),
    data: {
      headline: `${subject} mentor`,
      bio: 'Ask me about courses and summer schools.',
      subjects: [subject],
      contact: 'Room 12, Tuesdays 13:00',
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const posted = await request.post('/api/feed', {
    headers: auth(s),
    data: {
      body: `<b>${subject}</b> summer school: places open, see https://summer.example/apply`,
      link: 'https://summer.example',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return username;
}

/**
 * Takes StudyStyle from its first screen: one answer clicked, the rest stored as the runner keeps
 * them (every answer its last option), then submitted. Answering each question by clicking is
 * assessments.spec.ts's to prove.
 */
async function takeStudyStyle(page: Page, request: APIRequestContext, student: Session) {
  await expect(
    page.getByRole('heading', { name: 'ASPIRE StudyStyle Psychometric Test' }),
  ).toBeVisible();
  await answerOptions(page).last().click();
  await prefillStoredAnswers(page, request, student, 'learningAssessment', lastOption);
  const progress = page.getByTestId('overall-progress');
  const total = Number(/of (\d+) questions/.exec((await progress.textContent()) ?? '')?.[1]);
  await expect(progress).toHaveText(`${total} of ${total} questions answered`);
  await submitThroughNote(page, /\/dashboard_enrich$/);
}

const lastOption = (q: ServedQuestion) => q.options[q.options.length - 1].optionText;

test('Enrich+: StudyStyle and its report, learning materials, the feed and the consultants', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const student = await freshStudent(request, 'enrich', PASSWORD);
  await completeAssessment(request, student, 'Career');
  await completeAssessment(request, student, 'Subject');
  const top = await request.get(`/api/assessment/top-subjects/${student.userId}`, {
    headers: auth(student),
  });
  const subject = ((await top.json()) as { uniReady: string[] }).uniReady[0];
  const mentor = await consultant(request, subject);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await usePortalSession(page, student);

  // Dashboard → Enrich+ → StudyStyle assessment → back on Enrich+ with the profile.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Enrich+' }).click();
  await expect(page).toHaveURL(/\/dashboard_enrich$/);
  await expect(page.getByRole('tab', { name: 'StudyStyle Profile' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Take StudyStyle Assessment' }).click();
  await expect(page).toHaveURL(/\/learningassessment$/);
  await takeStudyStyle(page, request, student);
  await expect(page).toHaveURL(/\/dashboard_enrich$/);
  await expect(page.getByRole('heading', { name: 'StudyStyle Profile Index' })).toBeVisible();

  // The report opens with its data, closes back to Enrich+, and loads by itself in a new tab.
  await page.getByRole('button', { name: 'StudyStyle Scoring Details' }).click();
  await expect(page).toHaveURL(/\/learning-scores$/);
  await expect(page.getByRole('heading', { name: 'Sensory Modality Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard_enrich$/);
  const direct = await context.newPage();
  await direct.goto('/learning-scores');
  await expect(
    direct.getByRole('heading', { name: 'Cognitive Style & Thinking Disposition' }),
  ).toBeVisible();
  await expect(direct.getByText(/No visualization data available/)).toHaveCount(0);
  await direct.close();

  // Knowledge: generate 12 materials for the top subject and tick one; the tick is on the server.
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await page
    .getByRole('combobox', { name: 'Select a Top UniReady or Exploration Subject:' })
    .click();
  await page.getByRole('option', { name: subject, exact: true }).click();
  await page.getByRole('button', { name: 'Generate Learning Materials' }).click();
  await expect(page.getByText(`Your learning materials for ${subject} are ready.`)).toBeVisible();
  expect(dialogs.at(-1)).toMatch(/^Learning materials can be generated once every 6 months\./);
  const table = page.getByRole('table', { name: 'Learning materials' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(page.getByText('Showing list 1 of 1')).toBeVisible();
  await expect(table.getByRole('link').first()).toHaveAttribute('href', firstCuratedUrl(subject));
  const firstBox = table.getByRole('checkbox').first();
  // The tick renders with the optimistic update, a moment after the click: click, then wait for it
  // (check() reads the box at once and fails on a busy machine).
  await firstBox.click();
  await expect(firstBox).toBeChecked();
  await page.reload();
  await page.getByRole('tab', { name: 'Knowledge' }).click();
  await expect(
    page.getByRole('table', { name: 'Learning materials' }).getByRole('checkbox').first(),
  ).toBeChecked();

  // Back to the dashboard, then the school feed: the consultant's post, with links; a reaction.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Social Feed' }).click();
  await expect(page).toHaveURL(/\/social-feed$/);
  const post = page.getByRole('article', { name: `Post by ${mentor}` });
  await expect(post).toContainText(`${subject} summer school: places open`);
  await expect(post.getByRole('link', { name: 'https://summer.example/apply' })).toBeVisible();
  await post.getByRole('button', { name: 'Like (0)' }).click();
  await expect(post.getByRole('button', { name: 'Like (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The feed with a post in it, not only empty (accessibility-portal.spec.ts).
  await expectNoAxeViolations(page, '/social-feed, a post liked');

  // The consultants whose subjects meet the student's top subjects.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Subject Consultants' }).click();
  await expect(page).toHaveURL(/\/consultant-profile$/);
  const card = page.getByRole('article', { name: mentor });
  await expect(card).toContainText(`${subject} mentor`);
  await expect(card).toContainText('How to reach me: Room 12, Tuesdays 13:00');
  await expectNoAxeViolations(page, '/consultant-profile, a matching consultant');
});

// spec 002 §2 Enrich+ and spec 000 §2 community pages (issue 12): a student with UniReady and
// FutureReady results goes from the dashboard to Enrich+, takes StudyStyle, reads its report and
// comes back, generates learning materials and ticks one, then visits the school feed and the
// consultants; a subject consultant of the same school has posted and written a profile.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from '../support/admin-api';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, apiLogin, usePortalSession } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';

const PASSWORD = 'Enrich!Plus42';

type Session = { token: string; userId: string };
type ServedQuestion = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** Registers and verifies a new member of the demo school through the API and the outbox. */
async function register(request: APIRequestContext, prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}.${stamp}@demo-school.test`;
  const registered = await request.post('/api/users/register', {
    data: { username: `${prefix}_${stamp}`, age: 16, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, username: `${prefix}_${stamp}` };
}

/** Two Part I areas clearly favoured, so Part II covers exactly their subjects (spec 001 §4). */
const SUBJECT_AREAS = ['Natural Sciences & Mathematics', 'Computing & Digital'];

/** An option's score: best for the favoured areas, worst for the other areas, else spread. */
function score(q: ServedQuestion, i: number): number {
  const scores = q.options.map((o) => o.score);
  if (q.category === 'Part I') {
    return SUBJECT_AREAS.includes(q.facet) ? Math.max(...scores) : Math.min(...scores);
  }
  return scores[i % scores.length];
}

/** Stores a completed session as the assessment screens do (submit-batch, then completion). */
async function complete(request: APIRequestContext, s: Session, type: 'Career' | 'Subject') {
  const status = type === 'Career' ? 'Career Assessments' : 'Subject Assessments';
  const bank = await request.get('/api/questions', { params: { status }, headers: auth(s) });
  const questions = ((await bank.json()) as ServedQuestion[]).filter(
    (q) =>
      type === 'Career' ||
      q.category === 'Part I' ||
      (q.category === 'Part II' && SUBJECT_AREAS.includes(q.sub_category)),
  );
  const sessionId = `${type.toLowerCase()}-${Date.now()}`;
  const answers = questions.map((q, i) => ({
    questionId: q.question_id,
    category: q.category,
    subCategory: q.sub_category,
    facet: q.facet,
    taxonomy: q.taxonomy,
    score: score(q, i),
  }));
  const submitted = await request.post('/api/assessment/submit-batch', {
    headers: auth(s),
    data: { userId: s.userId, assessmentType: type, sessionId, answers },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const saved = await request.post('/api/assessment/save-progress', {
    headers: auth(s),
    data: {
      userId: s.userId,
      sessionId,
      assessmentType: type,
      lastCompletionDate: new Date().toISOString(),
      ...(type === 'Subject' ? { topSubcategories: SUBJECT_AREAS } : {}),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A subject consultant of the demo school, made one by an admin in the back-office API. */
async function consultant(request: APIRequestContext, subject: string) {
  const { email, username } = await register(request, 'consultant');
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

/** Answers every StudyStyle question with its last option and submits. */
async function takeStudyStyle(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'ASPIRE StudyStyle Psychometric Test' }),
  ).toBeVisible();
  const progress = page.getByTestId('overall-progress');
  const total = Number(/of (\d+) questions/.exec((await progress.textContent()) ?? '')?.[1]);
  for (let answered = 1; answered <= total; answered++) {
    await page.getByRole('group', { name: 'Answer options' }).getByRole('button').last().click();
    if (answered < total) await page.getByRole('button', { name: 'Next question' }).click();
  }
  await expect(progress).toHaveText(`${total} of ${total} questions answered`);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('Enrich+: StudyStyle and its report, learning materials, the feed and the consultants', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const { email } = await register(request, 'enrich');
  const student = await apiLogin(request, { email, password: PASSWORD });
  await complete(request, student, 'Career');
  await complete(request, student, 'Subject');
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
  await takeStudyStyle(page);
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
  await expect(table.getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/en\.wikipedia\.org\//,
  );
  const firstBox = table.getByRole('checkbox').first();
  await firstBox.check();
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

  // The consultants whose subjects meet the student's top subjects.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('button', { name: 'Subject Consultants' }).click();
  await expect(page).toHaveURL(/\/consultant-profile$/);
  const card = page.getByRole('article', { name: mentor });
  await expect(card).toContainText(`${subject} mentor`);
  await expect(card).toContainText('How to reach me: Room 12, Tuesdays 13:00');
});

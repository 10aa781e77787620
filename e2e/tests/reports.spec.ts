// The score reports (docs/product/assessments.md) and the main dashboard
// (docs/product/dashboard.md): a student whose FutureReady and UniReady results were stored through
// the API reads both dashboard tabs and the score screens.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, usePortalSession } from '../support/login';
import { firstUrlInMail, waitForMail } from '../support/mail';

const PASSWORD = 'Report!Ready42';

type Session = { token: string; userId: string };
type ServedQuestion = {
  question_id: string;
  category: string;
  sub_category: string;
  facet: string;
  taxonomy: string[];
  options: { optionText: string; score: number }[];
};

/** Registers and verifies a new student through the API and the mail outbox. */
async function freshStudent(request: APIRequestContext): Promise<Session> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `reports.${stamp}@demo-school.test`;
  const registered = await request.post('/api/users/register', {
    data: { username: `reports_${stamp}`, age: 16, email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(firstUrlInMail(await waitForMail(email))).searchParams.get('token');
  const verified = await request.get('/api/users/verify-email', { params: { token: token ?? '' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return apiLogin(request, { email, password: PASSWORD });
}

/**
 * Stores a completed session the way the assessment screens do: the served questions answered
 * through submit-batch, then save-progress with the completion date.
 */
async function complete(
  request: APIRequestContext,
  session: Session,
  type: 'Career' | 'Subject',
  questions: ServedQuestion[],
  score: (q: ServedQuestion, index: number) => number,
  extra: object = {},
) {
  const headers = { Authorization: `Bearer ${session.token}` };
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
    headers,
    data: { userId: session.userId, assessmentType: type, sessionId, answers },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const saved = await request.post('/api/assessment/save-progress', {
    headers,
    data: {
      userId: session.userId,
      sessionId,
      assessmentType: type,
      lastCompletionDate: new Date().toISOString(),
      ...extra,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function bank(request: APIRequestContext, session: Session, status: string) {
  const response = await request.get('/api/questions', {
    params: { status },
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServedQuestion[];
}

/** An option's score chosen by position, so the facets differ. */
const spread = (q: ServedQuestion, i: number) => q.options[i % q.options.length]?.score ?? 0;

const SUBJECT_AREAS = ['Natural Sciences & Mathematics', 'Computing & Digital'];
const TOP = new Set(['Physics', 'Computer Science', ...SUBJECT_AREAS]);
const best = (q: ServedQuestion) => Math.max(...q.options.map((o) => o.score));
const worst = (q: ServedQuestion) => Math.min(...q.options.map((o) => o.score));

test('a student with results reads both dashboard tabs and the FutureReady scores', async ({
  page,
  request,
}) => {
  const session = await freshStudent(request);
  await complete(
    request,
    session,
    'Career',
    await bank(request, session, 'Career Assessments'),
    spread,
  );
  const subject = (await bank(request, session, 'Subject Assessments')).filter(
    (q) =>
      q.category === 'Part I' ||
      (q.category === 'Part II' && SUBJECT_AREAS.includes(q.sub_category)),
  );
  await complete(
    request,
    session,
    'Subject',
    subject,
    // Part I favours the two areas clearly, so Part II covers exactly those
    // (docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
    (q, i) => (TOP.has(q.facet) ? best(q) : q.category === 'Part I' ? worst(q) : spread(q, i)),
    { topSubcategories: SUBJECT_AREAS },
  );

  await usePortalSession(page, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'UniReady' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // UniReady: the top subjects (Physics and Computer Science lead), the Part III button.
  const subjects = page.getByRole('figure', { name: 'Top Subject Scores chart' });
  await expect(subjects).toBeVisible();
  // The figure is there before nivo, loaded on its own, has drawn its bars.
  await expect(subjects.locator('svg rect').first()).toBeVisible();
  expect(await subjects.locator('rect').count()).toBeGreaterThanOrEqual(3);
  await expect(subjects.getByText('Physics')).toBeVisible();
  await expect(subjects.getByText('Computer Science')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Advanced Subject Exploration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enrich+' })).toBeEnabled();

  // FutureReady: one merged radar with clickable labels.
  await page.getByRole('tab', { name: 'FutureReady' }).click();
  const radar = page.getByRole('figure', { name: 'FutureReady Profile Index chart' });
  await expect(radar).toBeVisible();
  await radar.getByRole('button', { name: 'Realistic' }).click();
  await expect(page.getByRole('dialog', { name: 'Realistic' })).toContainText('hands-on');
  await page.keyboard.press('Escape');

  // The scores screen, its five sections and the norms panel, and a reload served from
  // the session cache.
  await page.getByRole('button', { name: 'FutureReady Scoring Details' }).click();
  await expect(page).toHaveURL(/\/career-scores$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FutureReady Profile Index');
  const sections = [
    'Career Interests & Personality',
    'Working Preferences & Values',
    'Intrinsic vs. Extrinsic Motivation',
    'Big Five Personality Traits',
    'Emotional Intelligence',
    'How your scores compare',
  ];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections);
  await expect(page.getByRole('img', { name: 'Big Five Personality Traits chart' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Emotional Intelligence scores' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(sections);

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'FutureReady' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

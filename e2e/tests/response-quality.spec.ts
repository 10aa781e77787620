// A student who gives the same answer to every FutureReady question sees a friendly
// response-quality note before submitting, can go back and review, and can submit anyway; the
// completion stores the flags and the report carries a discreet note.
import { expect, test } from '@playwright/test';
import { usePortalSession } from '../support/login';
import { auth, freshStudent } from '../support/student-results';
import { answerOptions } from '../support/answer-options';
import { prefillStoredAnswers } from '../support/prefill-answers';

// The texts of domain/src/assessments/response-quality.ts, as the student reads them.
const QUALITY_NOTE = /^Before you submit: some of your answers look rushed or very alike\./;
const STRAIGHT_LINING = 'Many answers in a row chose the same option.';
const REPORT_QUALITY_NOTE =
  'Some answers in this session looked rushed or very alike, so read these results with care.';

test('a straight-lining student sees the note, reviews, then submits anyway', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const student = await freshStudent(request, 'quality', 'Quality!Check42');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await usePortalSession(page, student);
  await page.goto('/careerassessment');

  // The same (first) option for every question, stored as the runner keeps them (clicking
  // through the questions one by one is assessments.spec's).
  const progress = page.getByTestId('overall-progress');
  await expect(progress).toHaveText(/^0 of \d+ questions answered$/);
  await expect(answerOptions(page).first()).toBeVisible();
  const total = Number(/of (\d+) questions/.exec((await progress.textContent()) ?? '')?.[1]);
  await prefillStoredAnswers(
    page,
    request,
    student,
    'careerAssessment',
    (q) => q.options[0].optionText,
  );
  await expect(progress).toHaveText(`${total} of ${total} questions answered`);

  // Submit: the note, before anything is sent or confirmed.
  await page.getByRole('button', { name: 'Submit' }).click();
  const note = page.getByTestId('quality-note');
  await expect(note).toHaveText(QUALITY_NOTE);
  await expect(note).toContainText(STRAIGHT_LINING);
  expect(dialogs).toEqual([]);

  // Review: back to the first question, the note gone, the answers kept.
  await page.getByRole('button', { name: 'Review my answers' }).click();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous question' })).toBeDisabled();
  await expect(progress).toHaveText(`${total} of ${total} questions answered`);

  // Submit anyway: the usual confirmations, then the dashboard.
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Submit anyway' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(dialogs).toEqual([
    'Retake available in 6 months.',
    'Finalise submission? This action cannot be undone.',
  ]);

  // The completion stored the flag; the report shows the discreet note.
  const scores = await request.get(`/api/assessment/scores/${student.userId}`, {
    params: { assessmentType: 'Career' },
    headers: auth(student),
  });
  expect(scores.ok()).toBe(true);
  expect(((await scores.json()) as { qualityFlags: string[] }).qualityFlags).toContain(
    'straightLining',
  );
  await page.goto('/career-scores');
  await expect(page.getByTestId('report-quality-note')).toHaveText(REPORT_QUALITY_NOTE);
});

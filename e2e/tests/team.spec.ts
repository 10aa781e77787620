// spec 002 §2, §4, §5 Team Challenge (issue 12): A invites B and C on a shared subject, B and C
// accept from their notifications, A generates the question, all three answer, A submits the
// challenge, the feedback appears, and B's past challenges list shows it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { usePortalSession } from '../support/login';
import { readyStudent, topSubject, type Student } from '../support/students';

/** A page of its own for a student, logged in, on the Enrich+ Team tab; dialogs are accepted. */
async function openTeam(browser: Browser, s: Student): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await usePortalSession(page, s);
  await page.goto('/dashboard_enrich');
  await page.getByRole('tab', { name: /^Team/ }).click();
  await expect(page.getByText('Team Up with Friends to Tackle Challenges')).toBeVisible();
  return { page, dialogs };
}

async function acceptFromNotifications(page: Page, inviter: Student, subject: string) {
  await page.reload();
  await page.getByRole('button', { name: /Notifications/ }).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    menu.getByText(
      `${inviter.username} (${inviter.email}) invited you to a ${subject} Team Challenge.`,
    ),
  ).toBeVisible();
  await menu.getByRole('button', { name: 'Accept' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByText('Team Dashboard')).toBeVisible();
}

async function answer(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: 'Question' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Answer saved on this device.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('Answer submitted successfully.')).toBeVisible();
}

test('Team Challenge: three students from invitation to feedback and past challenges', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const a = await readyStudent(request, 'teama');
  const b = await readyStudent(request, 'teamb');
  const c = await readyStudent(request, 'teamc');
  const subject = await topSubject(request, a);
  expect(await topSubject(request, b)).toBe(subject);

  // A invites B, then C, on the shared subject; the first invitation asks for confirmation.
  const A = await openTeam(browser, a);
  await A.page.getByRole('combobox', { name: 'Subject' }).click();
  await A.page.getByRole('option', { name: subject, exact: true }).click();
  for (const friend of [b, c]) {
    await A.page.getByLabel("Friend's email").fill(friend.email);
    await A.page.getByRole('button', { name: 'Invite!' }).click();
    await expect(A.page.getByText(`Invitation sent to ${friend.email}.`)).toBeVisible();
    // The first invitation locks the subject (spec 002 §4).
    await expect(A.page.getByRole('combobox', { name: 'Subject' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  expect(A.dialogs[0]).toMatch(
    /^Once you send your first invitation, the subject cannot be changed/,
  );
  await expect(A.page.getByText('Invitation attempts: 2/3')).toBeVisible();
  await expect(A.page.getByText('Task created but not yet generated...')).toBeVisible();

  // B and C accept from their notifications menus.
  const B = await openTeam(browser, b);
  await acceptFromNotifications(B.page, a, subject);
  const C = await openTeam(browser, c);
  await acceptFromNotifications(C.page, a, subject);

  // A checks the statuses and generates the question.
  await A.page.reload();
  await A.page.getByRole('tab', { name: /^Team/ }).click();
  await A.page.getByRole('button', { name: 'Update Status' }).click();
  await A.page.getByRole('combobox', { name: 'Invitation status' }).click();
  await expect(A.page.getByRole('option', { name: `${b.email}: accepted` })).toBeVisible();
  await expect(A.page.getByRole('option', { name: `${c.email}: accepted` })).toBeVisible();
  await A.page.keyboard.press('Escape');
  await A.page.getByRole('button', { name: 'Generate Question' }).click();
  expect(A.dialogs.at(-1)).toBe(
    'Team Challenge available every 6 months during the beta phase. Proceed?',
  );
  await expect(A.page.getByText(subject, { exact: false }).first()).toBeVisible();

  // Everyone answers; the challenge can be submitted once all three have.
  await answer(A.page, `Our team would run a ${subject} fair for younger students.`);
  await expect(A.page.getByRole('button', { name: 'Submit Challenge' })).toBeDisabled();
  for (const member of [B, C]) {
    await member.page.reload();
    await member.page.getByRole('tab', { name: /^Team/ }).click();
    await answer(member.page, `I would build a demonstration about ${subject}.`);
    expect(member.dialogs.at(-1)).toBe('Once submitted, your answer cannot be changed. Proceed?');
  }
  await A.page.reload();
  await A.page.getByRole('tab', { name: /^Team/ }).click();
  await expect(A.page.getByText('Answer submitted')).toHaveCount(3);
  await A.page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(A.page.getByText('Challenge submitted. Feedback is being generated.')).toBeVisible();
  await expect(A.page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(A.page.getByText(/Well done: all 3 members answered/)).toBeVisible();

  // B's past challenges list shows the challenge with its question, answers and feedback.
  await B.page.reload();
  await B.page.getByRole('tab', { name: /^Team/ }).click();
  await B.page.getByRole('button', { name: 'Team History' }).click();
  await expect(B.page).toHaveURL(/\/past-challenges$/);
  await expect(B.page.getByRole('heading', { name: 'Past Challenges' })).toBeVisible();
  await expect(B.page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(B.page.getByText(/Well done: all 3 members answered/)).toBeVisible();
  await expect(B.page.getByText(`${a.username}:`)).toBeVisible();
});

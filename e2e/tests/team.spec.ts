// Team Challenge (docs/product/dashboard.md): A invites B and C on a shared subject; B reads the
// invitation on the dashboard of a phone (and in the e-mail the test SMTP server caught) and
// accepts it there, C from the Enrich+ notifications; A generates the question, all three answer,
// A submits. Their school checks AI feedback first (docs/product/dashboard.md): the team reads
// "Your feedback is being checked by your school" until the coordinator shares an edit in the
// back-office; then B's past challenges show it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice, usePortalSession } from '../support/login';
import { mailText, waitForDelivered } from '../support/smtp';
import { readyStudent, topSubject, type Student } from '../support/students';

const PHONE = { width: 390, height: 844 };

/** No sideways scroll, and every button of the page inside the screen's width. */
async function expectFitsPhone(page: Page, label: string) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
    offscreen: Array.from(document.querySelectorAll('button, a, input, [role="button"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName),
  }));
  expect(layout.scrollWidth, `${label}: scrolls sideways`).toBeLessThanOrEqual(layout.innerWidth);
  expect(layout.offscreen, `${label}: actions off-screen`).toEqual([]);
}

/** The coordinator's back-office page of team feedback, signed in. */
async function openTeamFeedback(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToBackoffice(page, seededAccounts.coordinator);
  await page.goto('/admin/#/team-feedback');
  await expect(page.getByText(/Read AI feedback on our Team Challenges/)).toBeVisible();
  return page;
}

/** A page of its own for a student, logged in, on the Enrich+ Team tab; dialogs are accepted. */
async function openTeam(
  browser: Browser,
  s: Student,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ viewport });
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
  test.setTimeout(480_000); // three students and a coordinator, on a busy machine
  const a = await readyStudent(request, 'teama');
  const b = await readyStudent(request, 'teamb');
  const c = await readyStudent(request, 'teamc');
  const subject = await topSubject(request, a);
  expect(await topSubject(request, b)).toBe(subject);

  // The coordinator of their school turns on checking of team feedback (off by default).
  const coordinator = await openTeamFeedback(browser);
  const moderation = coordinator.getByRole('switch', { name: /Read AI feedback/ });
  await expect(moderation).not.toBeChecked();
  // The switch turns once the server has saved the setting.
  await moderation.click();
  await expect(moderation).toBeChecked();

  try {
    await runChallenge(browser, coordinator, { a, b, c, subject });
  } finally {
    await moderation.click();
    await expect(moderation).not.toBeChecked();
  }
});

async function runChallenge(
  browser: Browser,
  coordinator: Page,
  { a, b, c, subject }: { a: Student; b: Student; c: Student; subject: string },
) {
  // A invites B, then C, on the shared subject; the first invitation asks for confirmation.
  const A = await openTeam(browser, a);
  await A.page.getByRole('combobox', { name: 'Subject' }).click();
  await A.page.getByRole('option', { name: subject, exact: true }).click();
  for (const friend of [b, c]) {
    await A.page.getByLabel("Friend's email").fill(friend.email);
    await A.page.getByRole('button', { name: 'Invite!' }).click();
    await expect(A.page.getByText(`Invitation sent to ${friend.email}.`)).toBeVisible();
    // The first invitation locks the subject (docs/product/dashboard.md, "Team Challenge").
    await expect(A.page.getByRole('combobox', { name: 'Subject' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  }
  expect(A.dialogs[0]).toMatch(
    /^Once you send your first invitation, the subject cannot be changed/,
  );
  await expect(A.page.getByText('Invitation attempts: 2/3')).toBeVisible();
  await expect(A.page.getByText(/^Your invitations are out\./)).toBeVisible();
  const invited = A.page.getByRole('list', { name: 'Invited friends' });
  await expect(invited.getByRole('listitem')).toHaveCount(2);
  await expect(invited).toContainText(`${b.email}invited, waiting`);
  const generate = A.page.getByRole('button', { name: 'Generate Question' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(
    'At least one friend must accept your invitation before the question is generated.',
  );

  // B's school address got one short e-mail, delivered to the test SMTP server.
  const mail = mailText(await waitForDelivered(b.email, /invited you to a Team Challenge/));
  expect(mail).toContain(`${a.username} invited you to a ${subject} Team Challenge`);
  expect(mail).toMatch(/The invitation is open until \d{1,2} \w+ \d{4}\./);
  expect(mail).toContain('/dashboard');
  expect(mail).not.toMatch(/score|answer/i);

  // B, on a phone, sees the invitation first on the dashboard and accepts it there.
  const B = await openTeam(browser, b, PHONE);
  await B.page.goto('/dashboard');
  const card = B.page.getByRole('region', { name: 'Team Challenge invitations' });
  await expect(card).toContainText(
    `${a.username} invited you to a ${subject} Team Challenge. 5 days left to answer.`,
  );
  await expectFitsPhone(B.page, '/dashboard with an invitation');
  await card.getByRole('button', { name: 'Accept' }).click();
  expect(B.dialogs.at(-1)).toMatch(/^Accept this invitation\?/);
  await expect(B.page).toHaveURL(/\/dashboard_enrich$/);
  await expect(B.page.getByText('Team Dashboard')).toBeVisible();
  await expect(
    B.page.getByText(`${a.username} will generate your team's question.`, { exact: false }),
  ).toBeVisible();
  await expectFitsPhone(B.page, 'Team tab, waiting for the question');

  // C accepts from the Enrich+ notifications.
  const C = await openTeam(browser, c);
  await acceptFromNotifications(C.page, a, subject);

  // A checks the statuses and generates the question.
  await A.page.reload();
  await A.page.getByRole('tab', { name: /^Team/ }).click();
  await A.page.getByRole('button', { name: 'Update Status' }).click();
  await expect(invited).toContainText(`${b.email}joined`);
  await expect(invited).toContainText(`${c.email}joined`);
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
  await expectFitsPhone(B.page, 'Team tab, answered');
  await A.page.reload();
  await A.page.getByRole('tab', { name: /^Team/ }).click();
  await expect(A.page.getByText('Answer submitted')).toHaveCount(3);
  await A.page.getByRole('button', { name: 'Submit Challenge' }).click();
  await expect(A.page.getByText('Challenge submitted. Feedback is being generated.')).toBeVisible();
  await expect(A.page.getByRole('heading', { name: 'Feedback' })).toBeVisible();

  // Their school checks the feedback first.
  await expect(A.page.getByText('Your feedback is being checked by your school.')).toBeVisible();
  await expect(A.page.getByTestId('team-task-state')).toContainText(
    /Done — your next challenge can start on \d{1,2} \w+ \d{4}\./,
  );
  await expect(A.page.getByRole('button', { name: 'Submit Challenge' })).toHaveCount(0);

  // The coordinator finds it waiting and shares an edited version (the back-office's calls).
  const staff = await apiAdminLogin(coordinator.request, seededAccounts.coordinator);
  const headers = { Authorization: `Bearer ${staff}` };
  const list = await coordinator.request.get('/api/admin/team-feedback', { headers });
  const held = (await list.json()) as {
    id: number;
    subject: string;
    status: string;
    draft_text: string;
  }[];
  const review = held.find((r) => r.subject === subject && r.status === 'pending')!;
  expect(review.draft_text).toMatch(/Well done: all 3 members answered/);
  const shared = await coordinator.request.put(`/api/admin/team-feedback/${review.id}`, {
    headers,
    data: { decision: 'approve', text: 'Well done, all three of you: checked by your school.' },
  });
  expect(shared.status()).toBe(200);

  await A.page.reload();
  await A.page.getByRole('tab', { name: /^Team/ }).click();
  await expect(
    A.page.getByText('Well done, all three of you: checked by your school.'),
  ).toBeVisible();

  // B's past challenges list shows the challenge with its question, answers and feedback.
  await B.page.reload();
  await B.page.getByRole('tab', { name: /^Team/ }).click();
  await B.page.getByRole('button', { name: 'Team History' }).click();
  await expect(B.page).toHaveURL(/\/past-challenges$/);
  await expect(B.page.getByRole('heading', { name: 'Past Challenges' })).toBeVisible();
  await expect(B.page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(
    B.page.getByText('Well done, all three of you: checked by your school.'),
  ).toBeVisible();
  await expect(B.page.getByText(`${a.username}:`)).toBeVisible();
  await expectFitsPhone(B.page, '/past-challenges');
}

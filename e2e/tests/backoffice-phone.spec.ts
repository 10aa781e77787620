// Every back-office page a coordinator opens, on a 390 × 844 phone and a 1280 × 800 screen
// (docs/product/coordinators.md): no page scrolls sideways, no action lies beyond the screen's edges, and every button of a
// page's toolbars and forms says in words what it does (react-admin's buttons turn into bare
// icons on phones; ours keep their labels).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi } from '../support/admin-api';
import { seededAccounts } from '../support/env';
import { apiAdminLogin, loginToBackoffice } from '../support/login';
import { expectFitsPhone, PHONE } from '../support/phone';

/** Waits until react-admin has drawn the page's data. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/**
 * Buttons in the page's content (not the app bar's menu and account buttons, nor a table's page
 * arrows) that show no words: an icon a person has to guess.
 */
const wordlessButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#main-content button, #main-content a[role="button"]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      })
      .filter(
        (el) => !el.closest('.MuiTablePagination-actions, .MuiTableHead-root, .MuiInputBase-root'),
      )
      .filter((el) => !(el as HTMLElement).innerText.trim())
      .map(
        (el) =>
          el.getAttribute('aria-label') || el.getAttribute('title') || el.outerHTML.slice(0, 80),
      ),
  );

/** The innermost elements that reach past the screen's edges, to name in a failure. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    // Wider than the screen by themselves (what pushes the page out), else merely reaching past it.
    const all = Array.from(document.querySelectorAll<HTMLElement>('#main-content *'));
    const wide = all.filter((el) => el.getBoundingClientRect().width > width + 1);
    const outside = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.right > width + 1 || (box.width > 0 && box.left < -1);
    };
    const past = wide.length ? wide : all.filter(outside);
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => {
        const box = el.getBoundingClientRect();
        const span = `${Math.round(box.left)}–${Math.round(box.right)}`;
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} at ${span} px "${text}"`;
      });
  });

/** What is wrong with the page on this screen: nothing, or one line per problem. */
async function screenProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(`/admin/#/${path}`);
  await settled(page);
  const label = path || 'home';
  const problems: string[] = [];
  try {
    await expectFitsPhone(page, label);
  } catch (error) {
    const where = (await pastTheEdge(page)).join(', ');
    problems.push(
      `${(error as Error).message.split('\n').slice(0, 12).join(' ')} (past the edge: ${where})`,
    );
  }
  const wordless = await wordlessButtons(page);
  if (wordless.length) problems.push(`${label}: buttons without words: ${wordless.join(', ')}`);
  return problems;
}

const screens = [
  { name: 'a 390 × 844 phone', viewport: PHONE },
  { name: 'a 1280 × 800 screen', viewport: { width: 1280, height: 800 } },
];

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport });
    test(`every coordinator page fits ${screen.name}, with its buttons in words`, ({
      page,
      request,
    }) => everyPageFits(page, request));
  });
}

async function everyPageFits(page: Page, request: APIRequestContext) {
  const token = await apiAdminLogin(request, seededAccounts.coordinator);
  const api = adminApi(request, token);
  const [student] = await api.list<{ id: string }>('students', { state: 'active' });
  const [user] = await api.list<{ id: string }>('users');
  const [audit] = await api.list<{ id: number }>('audit-logs');

  await loginToBackoffice(page, seededAccounts.coordinator);
  const pages = [
    '',
    'students',
    `students/${encodeURIComponent(student.id)}/show`,
    'assignments',
    'assignments/create',
    'whitelist',
    'whitelist/create',
    'rejected-signups',
    'team-feedback',
    'users',
    `users/${encodeURIComponent(user.id)}`,
    'audit-logs',
    `audit-logs/${audit.id}/show`,
    'scale-health',
    'school-sso',
  ];
  // Every page is looked at, then every problem named at once.
  const problems: string[] = [];
  for (const path of pages) problems.push(...(await screenProblems(page, path)));
  expect(problems).toEqual([]);
}

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, type AdminApi } from '../support/admin-api';
import { expectNoBackofficeAxeViolations } from '../support/axe-backoffice';
import { contrastFailures, drawnColours } from '../support/chart-contrast';
import { seededAccounts } from '../support/env';
import { executeSql } from '../support/database';
import { apiAdminLogin, useBackofficeSession } from '../support/login';

// Every back-office list, edit, create and show page passes axe at WCAG 2.2 AA, for the
// admin and for the coordinator. One signed-in page per role walks the routes (no log-in per
// page) so the spec stays quick; every page is checked even when an earlier one fails.

type Row = { id: number | string };
const DEMO_DOMAIN = 'demo-school.test';

/** The id of the first record of a resource (the set-up below makes sure there is one). */
const firstId = async (api: AdminApi, resource: string, filter: object = {}) => {
  const [row] = await api.list<Row>(resource, filter);
  expect(row, `a ${resource} record to open`).toBeTruthy();
  return String(row.id);
};

/** A record of each kind a fresh database lacks: a mail in the outbox and an assignment. */
const seedRecords = async (request: APIRequestContext, coordinatorToken: string) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  // Registering writes the verification mail to the outbox.
  const registered = await request.post('/api/users/register', {
    data: {
      username: `axe_${stamp}`,
      age: 15,
      email: `axe.${stamp}@${DEMO_DOMAIN}`,
      password: 'Axe!Checks42x',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The student is in the class, as a roster import would set it: an assignment needs someone.
  await executeSql('UPDATE users SET year_group = ?, class_name = ? WHERE email = ?', [
    'Year 12',
    'AXE',
    `axe.${stamp}@${DEMO_DOMAIN}`,
  ]);
  const assignment = await request.post('/api/admin/assignments', {
    headers: { Authorization: `Bearer ${coordinatorToken}` },
    data: {
      assessment_types: ['Career'],
      // A class of its own: the assignments spec's student (Year 10) must not see this one.
      year_group: 'Year 12',
      class_name: 'AXE',
      due_at: new Date(Date.now() + 14 * 24 * 3_600_000).toISOString(),
      message: 'Before the careers fair.',
    },
  });
  expect(assignment.status(), await assignment.text()).toBe(201);
};

/** Opens each back-office route in turn on the signed-in page and runs axe on it. */
const checkRoutes = async (page: Page, role: string, routes: string[]) => {
  await page.goto('/admin/');
  for (const route of routes) {
    await test.step(`${role}: #/${route}`, async () => {
      await page.goto(`/admin/#/${route}`);
      // The layout is up (signed in, not sent back to the log-in screen).
      await expect(page.locator('#main-content')).toBeVisible();
      await expectNoBackofficeAxeViolations(page, `${role} #/${route}`);
    });
  }
};

test.describe('back-office accessibility (WCAG 2.2 AA)', () => {
  test.setTimeout(300_000);

  test('the sign-in page', async ({ page }) => {
    await page.goto('/admin/#/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoBackofficeAxeViolations(page, 'sign-in');
    // With the messages of a sign-in sent empty: both fields required.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Required').first()).toBeVisible();
    await expectNoBackofficeAxeViolations(page, 'sign-in with field errors');
  });

  // The admin's pages in three groups, each with its own time budget on a busy machine.
  const adminGroups: Record<string, (ids: Record<string, string>) => string[]> = {
    'the question bank and instruments': (ids) => [
      '',
      'questions',
      'questions/create',
      `questions/${ids.question}`,
      'facets',
      'facets/create',
      `facets/${ids.facet}`,
      'scale-health',
      'instrument-versions',
      'settings',
    ],
    'students, assignments, whitelist and schools': (ids) => [
      'students',
      'assignments',
      'assignments/create',
      `assignments/${ids.assignment}/show`,
      'whitelist',
      'whitelist/create',
      'rejected-signups',
      'schools',
      'schools/create',
      `schools/${ids.school}`,
      'school-sso',
      'school-sso/create',
    ],
    'users, the audit trail and the mail outbox': (ids) => [
      'users',
      `users/${ids.user}`,
      'audit-logs',
      `audit-logs/${ids.audit}/show`,
      'outbox',
      `outbox/${ids.mail}/show`,
    ],
  };

  for (const [group, routes] of Object.entries(adminGroups)) {
    test(`an admin's pages: ${group}`, async ({ page, request }) => {
      const token = await apiAdminLogin(request, seededAccounts.admin);
      const api = adminApi(request, token);
      await seedRecords(request, await apiAdminLogin(request, seededAccounts.coordinator));
      const ids = {
        question: await firstId(api, 'questions'),
        facet: await firstId(api, 'facets'),
        school: await firstId(api, 'schools'),
        user: await firstId(api, 'users', { q: DEMO_DOMAIN }),
        assignment: await firstId(api, 'assignments'),
        audit: await firstId(api, 'audit-logs'),
        mail: await firstId(api, 'outbox'),
      };
      await useBackofficeSession(page, token);
      await checkRoutes(page, 'admin', routes(ids));
    });
  }

  test('every page a coordinator opens: whitelist review and usage reports', async ({
    page,
    request,
  }) => {
    const token = await apiAdminLogin(request, seededAccounts.coordinator);
    const api = adminApi(request, token);
    await seedRecords(request, token);
    const ids = {
      user: await firstId(api, 'users'),
      assignment: await firstId(api, 'assignments'),
    };
    await useBackofficeSession(page, token);
    await checkRoutes(page, 'coordinator', [
      // The dashboard is the usage reports.
      '',
      'whitelist',
      'whitelist/create',
      'rejected-signups',
      'students',
      'users',
      `users/${ids.user}`,
      'assignments',
      'assignments/create',
      `assignments/${ids.assignment}/show`,
      'audit-logs',
      'scale-health',
    ]);
    // axe reads no SVG: the report charts' bars (3:1) and the counts on them (4.5:1) are measured.
    await test.step('coordinator: the report charts, bars and counts', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/admin/#/');
      for (const id of ['funnel-chart', 'weekly-chart']) {
        const chart = page.getByTestId(id);
        await expect(chart.locator('svg rect').first()).toBeVisible();
        const colours = await drawnColours(chart);
        expect(colours.shapes.length, `${id}: bars drawn`).toBeGreaterThan(0);
        expect.soft(contrastFailures(colours), `${id}: contrast`).toEqual([]);
      }
    });
  });
});

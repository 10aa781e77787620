import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededAccounts } from '../support/env';
import { apiLogin, usePortalSession } from '../support/login';
import {
  BUDGETS,
  dashboardScripts,
  dashboardStyles,
  describeWeight,
  gzipBytes,
  kB,
  measureBuild,
  PORTAL_DIST,
  type Weight,
} from '../support/bundle-weight';

// Portal weight: what a first visit downloads, from the build output (deterministic)
// and from Chromium loading the built app (what it really fetched), each within its budget.

const within = (weight: Weight, budget: number, what: string) =>
  expect(
    weight.total,
    `${what}: ${kB(weight.total)} gzipped, budget ${kB(budget)}\n${describeWeight(weight)}`,
  ).toBeLessThanOrEqual(budget);

/** Loads `path` and gzips every script and stylesheet the page fetched until `ready` holds. */
async function fetchedWeight(page: Page, path: string, ready: () => Promise<void>) {
  const bodies: Promise<{ file: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname.replace(/^\/(admin\/)?/, ''),
        gzip: gzipBytes(body),
      })),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(bodies);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

test.describe('bundle budgets', () => {
  const build = measureBuild();

  test('should keep the first visit to / (sign-in) within budget in the build output', () => {
    within(build.signIn, BUDGETS.portalSignIn, 'first visit to /');
  });

  test('should keep the chart chunk within budget', () => {
    within(build.charts, BUDGETS.portalCharts, 'chart chunk');
  });

  test("should keep the back-office's first visit within budget in the build output", () => {
    within(build.backoffice, BUDGETS.backoffice, 'first visit to /admin/');
  });

  test('should fetch exactly the budgeted files, no chart, when Chromium opens /', async ({
    page,
  }) => {
    const fetched = await fetchedWeight(page, '/', () =>
      expect(page.getByRole('button', { name: 'Log In' })).toBeVisible(),
    );
    // The page at / carries the entry's stylesheet inline (LCP of /): it is weighed
    // as the file it was, from the document.
    const inlined = await page.locator('style[data-inlined]').evaluateAll((styles) =>
      styles.map((s) => ({
        file: s.getAttribute('data-inlined') ?? '',
        css: s.textContent ?? '',
      })),
    );
    for (const { file, css } of inlined) {
      fetched.files.push({ file, gzip: gzipBytes(Buffer.from(css)) });
      fetched.total += gzipBytes(Buffer.from(css));
    }
    within(fetched, BUDGETS.portalSignIn, 'fetched by Chromium on /');
    expect(fetched.files.map((f) => f.file).sort()).toEqual(build.signIn.files.map((f) => f.file));
    expect(fetched.files.map((f) => f.file)).not.toContain(build.charts.files[0].file);
  });

  // The drawn sign-in page is written with the server's names and links (its tokens filled,
  // the configuration beside them), so the app adopts it as it is: no read of the configuration,
  // no mismatch for React to recover from by drawing the page again.
  for (const path of ['/', '/login']) {
    test(`should show the sign-in page drawn with the server's names at ${path}, adopted without a redraw or a configuration read`, async ({
      page,
      request,
    }) => {
      const config = (await (await request.get('/api/config')).json()) as { productName: string };
      const served = await (await request.get(path)).text();
      expect(served).not.toContain('{{aspire:');
      expect(served).toContain(`<p>${config.productName}</p>`);
      expect(served).toContain(`<title>Sign in – ${config.productName}</title>`);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const reads: string[] = [];
      page.on('request', (r) => reads.push(new URL(r.url()).pathname));
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(reads).not.toContain('/api/config');
      expect(problems).toEqual([]);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page).toHaveTitle(`Sign in – ${config.productName}`);
    });
  }

  test("should preload from the page at /dashboard every script and stylesheet the dashboard imports beyond the entry's, the chart chunk and MUI never", async ({
    request,
  }) => {
    const hints = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
    const entry = hints(readFileSync(join(PORTAL_DIST, 'index.html'), 'utf8'));
    const served = await (await request.get('/dashboard')).text();
    const extra = hints(served).filter((file) => !entry.includes(file));
    expect(extra.sort()).toEqual(dashboardScripts());
    expect(extra).not.toContain(build.charts.files[0].file);
    // Its first screen is drawn without MUI: MUI's class-name prefixes (MuiButton…)
    // are in every MUI component's code and in none of these scripts; its stylesheets come first.
    const withMui = extra.filter((file) =>
      /\bMui[A-Z]/.test(readFileSync(join(PORTAL_DIST, file), 'utf8')),
    );
    expect(withMui).toEqual([]);
    const styles = [...served.matchAll(/<link rel="preload" as="style" href="\/([^"]+)"/g)];
    expect(styles.map((m) => m[1]).sort()).toEqual(dashboardStyles());
    // The public configuration is in the page: the first screen asks for none.
    expect(served).toMatch(/<script type="application\/json" id="aspire-config">\{/);
    // Any other route keeps the page without them.
    expect(hints(await (await request.get('/dashboard_enrich')).text())).toEqual(entry);
  });

  test('should read the first screen in one request when Chromium opens /dashboard signed in', async ({
    page,
    request,
  }) => {
    const student = await apiLogin(request, seededAccounts.student);
    await usePortalSession(page, student);
    const reads: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/') && r.method() === 'GET') reads.push(pathname);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'UniReady' })).toBeVisible();
    // The session check and the access check came with the summary; the configuration with the page.
    expect(reads.filter((path) => path === `/api/users/${student.userId}/dashboard`)).toHaveLength(
      1,
    );
    expect(reads).not.toContain('/api/users/verify-token');
    expect(reads).not.toContain('/api/assessment/check-access/dashboard');
    expect(reads).not.toContain('/api/config');
  });

  test('should fetch no more than the budget when Chromium opens /admin/', async ({ page }) => {
    const fetched = await fetchedWeight(page, '/admin/', () =>
      expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(),
    );
    within(fetched, BUDGETS.backoffice, 'fetched by Chromium on /admin/');
  });
});

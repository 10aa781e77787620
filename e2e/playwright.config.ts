import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  baseURL,
  chromiumPath,
  e2eSsoSecretKey,
  seededAccounts,
  stack,
  workers,
  type Stack,
} from './support/env';
import { oidcAppEnv, oidcProviderSettings } from './support/oidc';

/**
 * One stack per worker (docs/decisions/0290): the SMTP catcher, the OpenID provider and the
 * built backend (API, portal, back-office) on a fresh database. Playwright starts webServer
 * before globalSetup, so the database is recreated by the webServer command itself
 * (scripts/create-db.mjs) rather than in a globalSetup.
 */
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

const servers = (s: Stack): WebServer[] => [
  {
    // Mail leaves the app over SMTP, to this catcher (support/smtp.ts reads it).
    command: 'node scripts/smtp-catcher.mjs',
    url: `http://127.0.0.1:${s.smtpHttpPort}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { SMTP_PORT: String(s.smtpPort), SMTP_HTTP_PORT: String(s.smtpHttpPort) },
  },
  {
    // School sign-in goes to this OpenID provider (oidc-provider, two schools' issuers), the
    // one the backend tests start (support/oidc.ts).
    command: 'node ../backend/test/support/oidc/provider-process.mjs',
    url: `${s.oidcGoogleIssuer}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    env: { OIDC_TEST_SETTINGS: oidcProviderSettings(s), NODE_ENV: 'test' },
  },
  {
    command: 'node scripts/create-db.mjs && node ../backend/dist/main.js',
    url: `${s.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(s.port),
      DATABASE_URL: s.databaseUrl,
      SEED_ADMIN_PASSWORD: seededAccounts.admin.password,
      SEED_COORDINATOR_PASSWORD: seededAccounts.coordinator.password,
      SEED_STUDENT_PASSWORD: seededAccounts.student.password,
      SEED_ADVISER_PASSWORD: seededAccounts.adviser.password,
      // Delivered over SMTP to the catcher, and kept readable in mail_outbox too: the tests read
      // verification links there (support/mail.ts); never in production.
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(s.smtpPort),
      MAIL_OUTBOX_KEEP_LINKS: 'true',
      AI_PROVIDER: 'offline',
      APP_URL: s.baseURL,
      SSO_SECRET_KEY: e2eSsoSecretKey,
      ...oidcAppEnv(s),
    },
  },
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // E2E_WORKERS (1 by default; each worker its own stack); a spec file stays on one worker.
  workers,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list, then each spec file's time (what the browser suite spends where).
  reporter: [['list'], ['./support/timing-reporter.cjs']],
  use: {
    // This worker's stack (support/env.ts).
    baseURL,
    browserName: 'chromium',
    // Motion is checked on its own (reduced-motion.spec.ts sets it both ways); elsewhere MUI's
    // ripples and transitions and the charts' animations would only cost frames to draw.
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace (actions, DOM snapshots, network, console); the screencast
    // is left out, as recording it for every passing test cost the suite about a tenth.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium, never a downloaded one (`playwright install` is not used here).
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // Debian's launcher turns GPU rasterisation on; with no GPU it is emulated, which
        // cost the suite more than drawing on the CPU (docs/decisions/0290).
        '--disable-gpu-rasterization',
        '--disable-gpu-compositing',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => servers(stack(index))).flat(),
});

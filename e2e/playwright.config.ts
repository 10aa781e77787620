import { defineConfig } from '@playwright/test';
import {
  baseURL,
  chromiumPath,
  e2eDatabaseUrl,
  e2eSsoSecretKey,
  oidcGoogleIssuer,
  port,
  seededAccounts,
  smtpHttpPort,
  smtpPort,
} from './support/env';
import { oidcAppEnv, oidcProviderSettings } from './support/oidc';

// The built backend serves the API, the portal and the back-office on a fresh MariaDB database.
// Playwright starts webServer before globalSetup, so the database is recreated by the webServer
// command itself (scripts/create-db.mjs) rather than in a globalSetup.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list, then each spec file's time (what the browser suite spends where).
  reporter: [['list'], ['./support/timing-reporter.cjs']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium, never a downloaded one (`playwright install` is not used here).
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Mail leaves the app over SMTP, to this catcher (support/smtp.ts reads it).
      command: 'node scripts/smtp-catcher.mjs',
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_PORT: String(smtpPort), SMTP_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      // School sign-in goes to this OpenID provider (oidc-provider, two schools' issuers), the
      // one the backend tests start (support/oidc.ts).
      command: 'node ../backend/test/support/oidc/provider-process.mjs',
      url: `${oidcGoogleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      env: { OIDC_TEST_SETTINGS: oidcProviderSettings, NODE_ENV: 'test' },
    },
    {
      command: 'node scripts/create-db.mjs && node ../backend/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATABASE_URL: e2eDatabaseUrl,
        SEED_ADMIN_PASSWORD: seededAccounts.admin.password,
        SEED_COORDINATOR_PASSWORD: seededAccounts.coordinator.password,
        SEED_STUDENT_PASSWORD: seededAccounts.student.password,
        SEED_ADVISER_PASSWORD: seededAccounts.adviser.password,
        // Delivered over SMTP to the catcher, and kept readable in mail_outbox too: the tests read
        // verification links there (support/mail.ts); never in production.
        MAIL_TRANSPORT: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        MAIL_OUTBOX_KEEP_LINKS: 'true',
        AI_PROVIDER: 'offline',
        APP_URL: baseURL,
        SSO_SECRET_KEY: e2eSsoSecretKey,
        ...oidcAppEnv,
      },
    },
  ],
});

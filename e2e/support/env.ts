import { join } from 'node:path';

// Where the e2e stack lives and who is seeded in it; shared by playwright.config.ts and the tests.

export const port = Number(process.env.E2E_PORT || 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// The tests' SMTP catcher (scripts/smtp-catcher.mjs): each checkout's own ports, from its E2E_PORT.
export const smtpPort = port + 2000;
export const smtpHttpPort = port + 3000;

// Several checkouts on one machine each pick their own port and database (E2E_PORT, E2E_DATABASE_NAME).
export const E2E_DATABASE_NAME = process.env.E2E_DATABASE_NAME || 'aspire_e2e';

/** 'sqlite' when scripts/run.ts found no MySQL/MariaDB server; MySQL otherwise. */
export const databaseKind: 'mysql' | 'sqlite' =
  process.env.E2E_DATABASE_KIND === 'sqlite' ? 'sqlite' : 'mysql';

// The MariaDB/MySQL server to use: the same one the backend integration tests use, by default.
const serverUrl =
  process.env.E2E_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'mysql://root@127.0.0.1:3306/test';

/** The SQLite file of the app under test, recreated before each run. */
export const e2eSqliteFile = join(__dirname, '..', 'data', `${E2E_DATABASE_NAME}.sqlite`);

/** The app's DATABASE_URL: a fresh SQLite file, or the server with its database swapped. */
export const e2eDatabaseUrl = (() => {
  if (databaseKind === 'sqlite') return `sqlite:${e2eSqliteFile}`;
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  url.search = '';
  return url.toString();
})();

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export type Account = { email: string; password: string };

// The seed creates these four verified accounts with the passwords passed to the web server.
export const seededAccounts = {
  admin: { email: 'admin@aspire.test', password: 'Admin!2345x' },
  coordinator: { email: 'coordinator@demo-school.test', password: 'Coord!2345x' },
  student: { email: 'student@demo-school.test', password: 'Student!2345x' },
  adviser: { email: 'adviser@demo-school.test', password: 'Adviser!2345x' },
} satisfies Record<string, Account>;

// The tests' OpenID provider (backend/test/support/oidc/provider-process.mjs, docs/decisions/0166):
// a Google-style issuer and a Microsoft-style one, each on this checkout's own port.
export const oidcGooglePort = port + 4000;
export const oidcMicrosoftPort = port + 5000;
export const oidcGoogleIssuer = `http://127.0.0.1:${oidcGooglePort}`;
export const oidcMicrosoftOrigin = `http://127.0.0.1:${oidcMicrosoftPort}`;
/** Seals the schools' client secrets in the app under test (32 bytes; tests only). */
export const e2eSsoSecretKey = Buffer.alloc(32, 'aspire-e2e-sso-key').toString('base64');

import { join } from 'node:path';

// Where the e2e stack lives and who is seeded in it; shared by playwright.config.ts and the tests.

/**
 * Each Playwright worker has a stack of its own (docs/decisions/0290): the app, its database, the
 * SMTP catcher and the OpenID provider, so specs never share rate limits, mail or rows. Worker n
 * (Playwright's TEST_PARALLEL_INDEX) uses stack n; playwright.config.ts starts one per worker.
 */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS || 1));
const stackIndex = Number(process.env.TEST_PARALLEL_INDEX || 0);

/** 'sqlite' when scripts/run.ts found no MySQL/MariaDB server; MySQL otherwise. */
export const databaseKind: 'mysql' | 'sqlite' =
  process.env.E2E_DATABASE_KIND === 'sqlite' ? 'sqlite' : 'mysql';

// The MariaDB/MySQL server to use: the same one the backend integration tests use, by default.
const serverUrl =
  process.env.E2E_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'mysql://root@127.0.0.1:3306/test';

/** Stack n's ports, database and URLs. Several checkouts on one machine each pick their own
 * E2E_PORT and E2E_DATABASE_NAME; the stacks of one checkout are 10 ports apart. */
export function stack(index: number) {
  const port = Number(process.env.E2E_PORT || 3100) + 10 * index;
  const base = process.env.E2E_DATABASE_NAME || 'aspire_e2e';
  // create-db.mjs recreates only names ending in _e2e.
  const databaseName = index === 0 ? base : base.replace(/(_e2e)?$/, `_w${index}_e2e`);
  const sqliteFile = join(__dirname, '..', 'data', `${databaseName}.sqlite`);
  const databaseUrl = (() => {
    if (databaseKind === 'sqlite') return `sqlite:${sqliteFile}`;
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    url.search = '';
    return url.toString();
  })();
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    // The SMTP catcher (scripts/smtp-catcher.mjs) and the OpenID provider's two issuers
    // (backend/test/support/oidc/provider-process.mjs, docs/decisions/0166).
    smtpPort: port + 2000,
    smtpHttpPort: port + 3000,
    oidcGooglePort: port + 4000,
    oidcMicrosoftPort: port + 5000,
    oidcGoogleIssuer: `http://127.0.0.1:${port + 4000}`,
    oidcMicrosoftOrigin: `http://127.0.0.1:${port + 5000}`,
    sqliteFile,
    /** The app's DATABASE_URL: a fresh SQLite file, or the server with its database swapped. */
    databaseUrl,
  };
}

/** This worker's stack (the runner's is stack 0). */
const own = stack(stackIndex);
export type Stack = ReturnType<typeof stack>;
export const { baseURL, smtpHttpPort, oidcMicrosoftOrigin } = own;
export const e2eSqliteFile = own.sqliteFile;
export const e2eDatabaseUrl = own.databaseUrl;

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export type Account = { email: string; password: string };

// The seed creates these four verified accounts with the passwords passed to the web server.
export const seededAccounts = {
  admin: { email: 'admin@aspire.test', password: 'Admin!2345x' },
  coordinator: { email: 'coordinator@demo-school.test', password: 'Coord!2345x' },
  student: { email: 'student@demo-school.test', password: 'Student!2345x' },
  adviser: { email: 'adviser@demo-school.test', password: 'Adviser!2345x' },
} satisfies Record<string, Account>;

/** Seals the schools' client secrets in the app under test (32 bytes; tests only). */
export const e2eSsoSecretKey = Buffer.alloc(32, 'aspire-e2e-sso-key').toString('base64');

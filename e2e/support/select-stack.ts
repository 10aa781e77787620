// Where the browser tests run: which database the app under test uses, and which Chromium.
// Pure decisions (tested in select-stack.test.ts); scripts/run.ts does the probing.

export type DatabaseChoice =
  { kind: 'mysql'; serverUrl: string; notice: null } | { kind: 'sqlite'; notice: string };

export const DEFAULT_MYSQL = 'mysql://root@127.0.0.1:3306/test';

export const SQLITE_NOTICE =
  'e2e: no MySQL/MariaDB answers at 127.0.0.1:3306, so the browser tests run on a fresh SQLite ' +
  'file; to run them on MariaDB, start it or set E2E_DATABASE_URL=mysql://user@host:3306/db';

/**
 * A server named in E2E_DATABASE_URL or TEST_DATABASE_URL is used, answering or not (CI names
 * one, so a missing server there fails rather than falling back); otherwise the local default
 * server if it answers, else SQLite.
 */
export function chooseDatabase(
  env: Record<string, string | undefined>,
  defaultServerAnswers: boolean,
): DatabaseChoice {
  const named = env.E2E_DATABASE_URL || env.TEST_DATABASE_URL;
  if (named && !named.startsWith('sqlite:')) {
    return { kind: 'mysql', serverUrl: named, notice: null };
  }
  if (!named && defaultServerAnswers) {
    return { kind: 'mysql', serverUrl: DEFAULT_MYSQL, notice: null };
  }
  return { kind: 'sqlite', notice: SQLITE_NOTICE };
}

/**
 * Debian's headless shell first: the tests never show a window, and the shell draws the same
 * pages for less CPU than the full browser's headless mode (docs/decisions/0300). Watching a
 * run (`--headed`) needs the full browser: CHROME_PATH=/usr/bin/chromium.
 */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const NO_CHROMIUM =
  'e2e: no Chromium found (CHROME_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, or ' +
  "Playwright's own); install one with `sudo apt-get install chromium-headless-shell` " +
  '(Debian/Ubuntu) or `npx playwright install chromium`';

/**
 * CHROME_PATH when set (and it must exist), else the first system Chromium, else the browser
 * Playwright installed itself; an error naming the install command when there is none.
 */
export function chooseChromium(
  env: Record<string, string | undefined>,
  exists: (path: string) => boolean,
  playwrightOwn: string | null,
): { path: string } | { error: string } {
  if (env.CHROME_PATH) {
    return exists(env.CHROME_PATH)
      ? { path: env.CHROME_PATH }
      : { error: `e2e: CHROME_PATH=${env.CHROME_PATH} does not exist` };
  }
  const system = SYSTEM_CHROMIUMS.find(exists);
  if (system) return { path: system };
  if (playwrightOwn && exists(playwrightOwn)) return { path: playwrightOwn };
  return { error: NO_CHROMIUM };
}

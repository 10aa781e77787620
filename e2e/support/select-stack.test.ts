import { describe, expect, it } from '@jest/globals';
import {
  chooseChromium,
  chooseDatabase,
  DEFAULT_MYSQL,
  NO_CHROMIUM,
  SQLITE_NOTICE,
} from './select-stack';

describe('chooseDatabase', () => {
  it('should use the server CI names, even when it does not answer', () => {
    const env = { TEST_DATABASE_URL: 'mysql://root@127.0.0.1:3306/aspire_ci' };
    expect(chooseDatabase(env, false)).toEqual({
      kind: 'mysql',
      serverUrl: 'mysql://root@127.0.0.1:3306/aspire_ci',
      notice: null,
    });
  });

  it('should prefer E2E_DATABASE_URL to TEST_DATABASE_URL', () => {
    const env = { E2E_DATABASE_URL: 'mysql://e2e@db:3306/x', TEST_DATABASE_URL: 'mysql://t@db/y' };
    expect(chooseDatabase(env, true)).toMatchObject({ serverUrl: 'mysql://e2e@db:3306/x' });
  });

  it('should use the local server when nothing is named and it answers', () => {
    expect(chooseDatabase({}, true)).toEqual({
      kind: 'mysql',
      serverUrl: DEFAULT_MYSQL,
      notice: null,
    });
  });

  it('should fall back to SQLite with one line saying so when nothing answers', () => {
    expect(chooseDatabase({}, false)).toEqual({ kind: 'sqlite', notice: SQLITE_NOTICE });
  });

  it('should take a named sqlite: URL as a request for SQLite', () => {
    expect(chooseDatabase({ TEST_DATABASE_URL: 'sqlite::memory:' }, true)).toMatchObject({
      kind: 'sqlite',
    });
  });
});

describe('chooseChromium', () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it('should use CHROME_PATH when it exists', () => {
    expect(
      chooseChromium(
        { CHROME_PATH: '/opt/chrome' },
        only('/opt/chrome', '/usr/bin/chromium'),
        null,
      ),
    ).toEqual({
      path: '/opt/chrome',
    });
  });

  it('should stop when CHROME_PATH names nothing', () => {
    expect(chooseChromium({ CHROME_PATH: '/opt/none' }, only('/usr/bin/chromium'), null)).toEqual({
      error: 'e2e: CHROME_PATH=/opt/none does not exist',
    });
  });

  it('should take the system Chromium next', () => {
    expect(chooseChromium({}, only('/usr/bin/chromium', '/pw/chrome'), '/pw/chrome')).toEqual({
      path: '/usr/bin/chromium',
    });
  });

  it("should prefer Debian's headless shell to the full browser", () => {
    const both = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(chooseChromium({}, both, null)).toEqual({ path: '/usr/bin/chromium-headless-shell' });
  });

  it("should take Playwright's own browser when there is no system one", () => {
    expect(chooseChromium({}, only('/pw/chrome'), '/pw/chrome')).toEqual({ path: '/pw/chrome' });
  });

  it('should name the install command when there is none', () => {
    expect(chooseChromium({}, only(), '/pw/chrome')).toEqual({ error: NO_CHROMIUM });
  });
});

// `npm test -w e2e`: picks the database and the Chromium the browser tests run on,
// says so in one line when it is not the default, then runs Playwright with the given arguments.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { chooseChromium, chooseDatabase } from '../support/select-stack';

/** Whether anything accepts a TCP connection on the default MySQL port within a second. */
const mysqlAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 3306, timeout: 1000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

function playwrightOwnChromium(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

async function main() {
  const browser = chooseChromium(process.env, existsSync, playwrightOwnChromium());
  if ('error' in browser) {
    console.error(browser.error);
    process.exit(1);
  }
  const named = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const database = chooseDatabase(process.env, !named && (await mysqlAnswers()));
  if (database.notice) console.log(database.notice);
  const env = {
    ...process.env,
    CHROME_PATH: browser.path,
    E2E_DATABASE_KIND: database.kind,
    ...(database.kind === 'mysql' ? { E2E_DATABASE_URL: database.serverUrl } : {}),
  };
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

void main();

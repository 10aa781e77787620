// Each Playwright worker's stack (support/env.ts): nothing of one may be another's.
import { describe, expect, it } from '@jest/globals';
import { basename } from 'node:path';
import { stack } from './env';

describe('one stack per worker', () => {
  const [first, second] = [stack(0), stack(1)];
  const ports = (s: typeof first) => [
    s.port,
    s.smtpPort,
    s.smtpHttpPort,
    s.oidcGooglePort,
    s.oidcMicrosoftPort,
  ];

  it('gives the second worker its own ports, database and SQLite file', () => {
    const all = [...ports(first), ...ports(second)];
    expect(new Set(all).size).toBe(all.length);
    expect(second.databaseUrl).not.toBe(first.databaseUrl);
    expect(second.sqliteFile).not.toBe(first.sqliteFile);
  });

  it('keeps names create-db.mjs will recreate (ending in _e2e)', () => {
    const name = (s: typeof first) => basename(s.sqliteFile, '.sqlite');
    const own = process.env.E2E_DATABASE_NAME || 'aspire_e2e';
    expect(name(first)).toBe(own);
    expect(name(second)).toBe(own.replace(/_e2e$/, '_w1_e2e'));
    expect(second.databaseUrl).toContain(name(second));
  });

  it('points each app at its own catcher and provider', () => {
    expect(second.baseURL).toBe(`http://127.0.0.1:${second.port}`);
    expect(second.oidcGoogleIssuer).toBe(`http://127.0.0.1:${second.oidcGooglePort}`);
    expect(second.oidcMicrosoftOrigin).toBe(`http://127.0.0.1:${second.oidcMicrosoftPort}`);
  });
});

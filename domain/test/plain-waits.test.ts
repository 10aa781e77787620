import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatWait } from '../src/auth/request-limits';
import { statusCheckWaitMessage } from '../src/team/messages';

// What a student reads never says "minute(s)" or "1/2 second": waits are whole numbers in plain
// words (docs/product/dashboard.md, "Messages").
const ROOT = join(__dirname, '..', '..');
const SOURCES = ['domain/src', 'portal/src', 'backend/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__mocks__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The text of every string and template literal of a file: comments and the code of `${…}`
 * placeholders left out.
 */
const literals = (code: string): string[] =>
  [
    ...code
      .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
      .matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g),
  ].map((m) => m[0].replace(/\$\{[^}]*\}/g, ''));

describe('waits in plain words', () => {
  const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it('should find the message catalogues it scans', () => {
    expect(files.some((f) => f.endsWith(join('team', 'messages.ts')))).toBe(true);
    expect(files.some((f) => f.includes(join('portal', 'src', 'features')))).toBe(true);
  });

  it('should write no "(s)" plural and no fraction of a unit in any text', () => {
    const found = files.flatMap((file) =>
      literals(readFileSync(file, 'utf8'))
        .filter(
          (text) =>
            /[a-z]\(s\)/i.test(text) ||
            /\d\s*\/\s*\d+\s*(second|minute|hour|day)/i.test(text) ||
            /\b0?\.\d+\s*(second|minute|hour|day)/i.test(text),
        )
        .map((text) => `${relative(ROOT, file)}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it.each([0.5, 1, 59.2, 119, 120, 3599, 7200, 10_799])(
    'should say %p seconds as a whole number of one unit',
    (seconds) => {
      expect(formatWait(seconds)).toMatch(/^[1-9]\d* (second|minute|hour)s?$/);
      expect(statusCheckWaitMessage(seconds)).not.toMatch(/\(s\)|\d\.\d|\d\/\d/);
    },
  );
});

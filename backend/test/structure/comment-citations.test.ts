import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Comments point at what a maintainer has: docs/product/*.md, docs/decisions/NNNN-*.md, or the
 * rule in domain/. The product specification's section numbers and the numbers of the issues that
 * led to a change are not in this repository, so no source file may cite them.
 */

const ROOT = join(__dirname, '../../..');
const FOLDERS = [
  'domain/src',
  'backend/src',
  'backend/test',
  'portal/src',
  'backoffice/src',
  'e2e',
  'bench/src',
];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|css|html)$/;

// Written in pieces, so that this file does not cite what it looks for.
const CITATIONS: readonly RegExp[] = [
  new RegExp('\\bspecs? ' + '00\\d', 'i'),
  new RegExp('\\bissues? ' + '#?\\d', 'i'),
  new RegExp('\\b(?:DESIGN|STYLE)' + '(?:\\.md| ?§)'),
];

/** The lines of `text` that cite a spec section, an issue number or DESIGN/STYLE, numbered. */
export function citations(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => CITATIONS.some((pattern) => pattern.test(line)))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('comments point at the repository', () => {
  it('should cite no spec section, issue number or DESIGN/STYLE section in any source file', () => {
    const found = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))).flatMap((file) =>
      citations(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  describe('the check fires', () => {
    const cite = (...parts: string[]) => parts.join(' ');

    it('should find a spec section, an issue number and a DESIGN section', () => {
      const text = [
        `/** Lockouts (${cite('spec', '000')} §4). */`,
        `// ${cite('Issue', '14')}: one read instead of seven.`,
        `const n = 1; // (${cite('issue', '9')} §7)`,
        `/** Ownership is declared (${cite('DESIGN', '§3')}). */`,
      ].join('\n');
      expect(citations(text).map((hit) => hit.split(':')[0])).toEqual(['1', '2', '3', '4']);
    });

    it('should accept pointers into the repository and ordinary words', () => {
      const text = [
        '/** Lockouts (docs/product/access.md, "Lockouts and backoff"). */',
        '// The session cache (docs/decisions/0007-session-cache-one-second.md).',
        '// The spec file e2e/tests/auth.spec.ts; an issue with the network; 3 issues found.',
      ].join('\n');
      expect(citations(text)).toEqual([]);
    });
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The newcomer's documents stay honest: every repository path that docs/architecture.md, the
 * decision records and the product docs name exists, every record is short, and the decisions
 * index lists every record.
 */

const ROOT = join(__dirname, '../../..');
const DECISIONS = join(ROOT, 'docs/decisions');
const PRODUCT = join(ROOT, 'docs/product');
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const MAX_RECORD_LINES = 60;

/** A code span that names a path in the repository: a top-level folder, then no placeholders. */
const REPO_PATH =
  /^(?:(?:domain|backend|portal|backoffice|e2e|bench|docs|deploy)\/[A-Za-z0-9_./-]*|eslint\.config\.mjs|package\.json|docker-compose\.yml|Dockerfile)$/;
const CODE_SPAN = /`([^`\n]+)`/g;
const LINK = /\]\(([^)\s]+)\)/g;

/** The repository-relative paths a markdown file at `file` names in code spans and links. */
export function namedPaths(markdown: string, file: string): string[] {
  const paths = new Set<string>();
  for (const [, span] of markdown.matchAll(CODE_SPAN)) {
    if (REPO_PATH.test(span)) paths.add(normalize(span));
  }
  // A link written inside a code span is an example, not a link.
  for (const [, target] of markdown.replace(CODE_SPAN, '').matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = target.split('#')[0];
    paths.add(relative(ROOT, join(ROOT, dirname(file), path)) || '.');
  }
  return [...paths];
}

/** The paths named in `file` (repository-relative) that do not exist. */
export function missingPaths(
  markdown: string,
  file: string,
  exists: (path: string) => boolean = (path) => existsSync(join(ROOT, path)),
): string[] {
  return namedPaths(markdown, file).filter((path) => !exists(path));
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const records = () => readdirSync(DECISIONS).filter((name) => name !== 'README.md');
const documents = () => [
  'docs/architecture.md',
  ...readdirSync(DECISIONS).map((n) => `docs/decisions/${n}`),
  ...readdirSync(PRODUCT).map((n) => `docs/product/${n}`),
];

describe('the newcomer’s documents', () => {
  it('should name only paths that exist, in docs/architecture.md, the records and the product docs', () => {
    const missing = documents().flatMap((doc) =>
      missingPaths(read(doc), doc).map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('should name each record NNNN-kebab-title.md, one number per record', () => {
    const names = records();
    expect(names.filter((name) => !RECORD_NAME.test(name))).toEqual([]);
    const numbers = names.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('should start each record with "# NNNN. Title", its own number', () => {
    const wrong = records().filter(
      (name) => !read(`docs/decisions/${name}`).startsWith(`# ${name.slice(0, 4)}. `),
    );
    expect(wrong).toEqual([]);
  });

  it(`should keep every record within ${MAX_RECORD_LINES} lines`, () => {
    const long = records()
      .map((name) => ({ name, lines: read(`docs/decisions/${name}`).trimEnd().split('\n').length }))
      .filter((r) => r.lines > MAX_RECORD_LINES);
    expect(long).toEqual([]);
  });

  it('should list every record in the decisions index, with the title the record gives', () => {
    const index = read('docs/decisions/README.md');
    const unlisted = records().filter((name) => {
      const title = read(`docs/decisions/${name}`)
        .split('\n')[0]
        .replace(/^# \d{4}\. /, '');
      return !index.includes(`- [${name.slice(0, 4)}](${name}) ${title}\n`);
    });
    expect(unlisted).toEqual([]);
  });

  describe('the checks fire', () => {
    const doc = 'docs/decisions/0001-x.md';

    it('should find a missing path named in a code span, and ignore placeholders and words', () => {
      const text =
        'See `backend/src/auth/no-such-file.ts`, `backend/src/<module>/`, `index.ts` and `npm test`.';
      expect(missingPaths(text, doc)).toEqual(['backend/src/auth/no-such-file.ts']);
    });

    it('should resolve a relative link from the document and drop its anchor', () => {
      const text = 'See [the bench](../../bench/NOPE.md#rows) and [web](https://example.test/x).';
      expect(missingPaths(text, doc)).toEqual(['bench/NOPE.md']);
    });

    it('should ignore a link written inside a code span', () => {
      expect(missingPaths('Add `- [NNNN](NNNN-title.md) Title` below.', doc)).toEqual([]);
    });

    it('should accept paths that exist', () => {
      const text =
        '`domain/src/auth/limits.ts` and [index](README.md) and [arch](../architecture.md).';
      expect(missingPaths(text, doc)).toEqual([]);
    });
  });
});

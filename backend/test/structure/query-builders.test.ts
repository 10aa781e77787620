import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SRC, sourcePaths } from './backend-sources';

/**
 * One way to the database (docs/decisions/0210-one-way-to-the-database.md): query builders
 * live in a module's `*.repository.ts`, as raw SQL does (raw-sql.test.ts); services, resources
 * and controllers call the repository's named methods. No file outside is excepted.
 */

/** Plumbing that builds statements for every table (the same exemptions as raw-sql.test.ts). */
const PLUMBING = ['database/', 'ops/', 'health/'];

/** The `createQueryBuilder` calls in a source file (comments and strings do not count). */
export function queryBuilderCalls(source: string, fileName = 'x.ts'): number {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  let calls = 0;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'createQueryBuilder'
    ) {
      calls += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

describe('query builders live in repositories', () => {
  const files = sourcePaths();
  const exempt = (path: string) =>
    path.endsWith('.repository.ts') || PLUMBING.some((p) => path.startsWith(p));

  it('no backend file outside *.repository.ts and the connection’s plumbing builds a query', () => {
    const found: Record<string, number> = {};
    for (const path of files) {
      if (exempt(path)) continue;
      const calls = queryBuilderCalls(readFileSync(join(SRC, path), 'utf8'), path);
      if (calls > 0) found[path] = calls;
    }
    expect(found).toEqual({});
  });

  it('counts the repositories’ query builders too (the scan reads what it exempts)', () => {
    const inRepositories = files
      .filter((path) => path.endsWith('.repository.ts'))
      .reduce((n, path) => n + queryBuilderCalls(readFileSync(join(SRC, path), 'utf8'), path), 0);
    expect(inRepositories).toBeGreaterThan(0);
  });

  it.each([
    ['a repository’s builder', "this.users.createQueryBuilder('u').getMany();", 1],
    ['a manager’s builder', 'await manager.createQueryBuilder().update(User).execute();', 1],
    ['a comment', '// createQueryBuilder here\nconst x = 1;', 0],
    ['a string', "const why = 'createQueryBuilder';", 0],
  ])('counts %s', (_, code, calls) => {
    expect(queryBuilderCalls(code)).toBe(calls);
  });
});

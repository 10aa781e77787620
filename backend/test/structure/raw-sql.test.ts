import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SRC, sourcePaths } from './backend-sources';

/**
 * One way to the database (docs/decisions/0210-one-way-to-the-database.md): a module's queries
 * live in its `*.repository.ts`, and raw SQL only there, in migrations, or in the connection's
 * own plumbing. Services hold the rules. This test reads every backend source file and fails on
 * raw SQL anywhere else: a statement written in a string (`SELECT … FROM`, `INSERT INTO`,
 * `UPDATE … SET`, `DELETE FROM`), or a `.query(…)` handed a string or a variable holding SQL.
 */

/** Folders and files whose SQL is the connection's, not any module's tables. */
const PLUMBING: Record<string, string> = {
  'database/': 'the connection itself: migrations, locks, upserts, replicas, transactions',
  'ops/': 'backups copy every table as it is stored',
  'health/': '`SELECT 1` asks the connection whether it answers',
};

export type RawSql = { line: number; text: string };

const STATEMENT =
  /\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+[`"\w${}]+\s+SET\b|\bDELETE\s+FROM\b/;

/** Raw SQL in a source file: SQL statements in strings, `.query` calls given SQL. */
export function rawSql(source: string, fileName = 'x.ts'): RawSql[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const found: RawSql[] = [];
  const report = (node: ts.Node, why: string) =>
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: `${why}: ${node.getText(file).split('\n')[0].slice(0, 100)}`,
    });
  const literalText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return [node.head.text, ...node.templateSpans.map((s) => `\${}${s.literal.text}`)].join('');
    }
    return undefined;
  };
  const isSqlArgument = (arg: ts.Expression) =>
    literalText(arg) !== undefined ||
    (ts.isBinaryExpression(arg) && arg.operatorToken.kind === ts.SyntaxKind.PlusToken) ||
    (ts.isIdentifier(arg) && /sql|statement/i.test(arg.text));

  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined && STATEMENT.test(text)) {
      report(node, 'an SQL statement in a string');
      return;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query' &&
      node.arguments.some(isSqlArgument)
    ) {
      report(node, 'raw SQL run with .query');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('raw SQL lives in repositories', () => {
  const files = sourcePaths();
  const allowed = (path: string) =>
    path.endsWith('.repository.ts') || Object.keys(PLUMBING).some((p) => path.startsWith(p));

  it('no backend file outside *.repository.ts and the connection’s plumbing writes SQL', () => {
    const found: string[] = [];
    for (const path of files) {
      if (allowed(path)) continue;
      for (const r of rawSql(readFileSync(join(SRC, path), 'utf8'), path)) {
        found.push(`${path}:${r.line} ${r.text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds the repositories’ raw SQL too (the scan reads what it allows)', () => {
    const inRepositories = files
      .filter((path) => path.endsWith('.repository.ts'))
      .flatMap((path) => rawSql(readFileSync(join(SRC, path), 'utf8'), path));
    expect(inRepositories.length).toBeGreaterThan(0);
  });

  describe('the check fires', () => {
    it.each([
      ['a SELECT in a template', 'const q = `SELECT a FROM t WHERE id = ${id}`;'],
      ['a subquery in a condition', "qb.where('EXISTS (SELECT 1 FROM t WHERE t.u = u.id)');"],
      ['an INSERT', "const q = 'INSERT INTO t (a) VALUES (?)';"],
      ['an UPDATE of a computed table', 'const q = `UPDATE ${table} SET a = 1`;'],
      ['a DELETE', "run('DELETE FROM t WHERE id = ?');"],
      ['.query with a string', "await manager.query('SHOW TABLES');"],
      ['.query with a variable holding SQL', 'await this.answers.query(sql, values);'],
      ['.query with SQL put together', "await runner.query('VACUUM ' + name);"],
    ])('refuses %s', (_, code) => {
      expect(rawSql(code)).toHaveLength(1);
    });

    it.each([
      ['a query builder', "qb.select('COUNT(*)', 'n').where('u.role = :r', { r });"],
      ['an admin resource’s query method', 'const rows = await resource.query(user).getMany();'],
      ['prose', "throw new Error('Select a school from the list, then update its settings');"],
      ['a comment', '// SELECT a FROM t\nconst x = 1;'],
    ])('allows %s', (_, code) => {
      expect(rawSql(code)).toEqual([]);
    });
  });
});

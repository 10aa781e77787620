import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Each module owns its data: a module reads and writes its own tables through
 * repositories it registers with `TypeOrmModule.forFeature` and injects with `@InjectRepository`,
 * and asks another module's exported service for that module's data. `DataSource` is injected
 * only to open transactions (`dataSource.transaction`, or better `Transactions` from
 * `database/transactions.ts`); anything else (`getRepository`, `manager`, `query`, passing it on)
 * reaches past the owning modules. This test reads every backend source file and fails on such a use.
 */

const SRC = join(__dirname, '../../src');

/** Infrastructure that needs the connection itself, not any module's tables. */
const INFRASTRUCTURE: Record<string, string> = {
  'health/health.controller.ts': 'SELECT 1 and the driver type for /health',
  'health/readiness.service.ts': 'SELECT 1 and pending migrations for /ready',
  'observability/metrics.service.ts': 'counts queries on the driver, reads the pool',
  'seed/seed.service.ts': 'loads every module’s demo rows at start-up, like a migration',
};

export type Misuse = { line: number; text: string };

/** Every use of a `DataSource` (or an injected `EntityManager`) other than opening a transaction. */
export function dataSourceMisuses(source: string, fileName = 'x.ts'): Misuse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const misuses: Misuse[] = [];
  const report = (node: ts.Node, why: string) =>
    misuses.push({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      text: `${why}: ${node.getText(file).split('\n')[0]}`,
    });
  const typeName = (type: ts.TypeNode | undefined) =>
    type && ts.isTypeReferenceNode(type) ? type.typeName.getText(file) : undefined;

  const visit = (node: ts.Node) => {
    if (
      ts.isParameter(node) &&
      ts.isConstructorDeclaration(node.parent) &&
      ts.getDecorators(node.parent.parent as ts.ClassDeclaration)?.length // Nest injects it
    ) {
      const type = typeName(node.type);
      const name = node.name.getText(file);
      if (type === 'EntityManager') report(node, 'injects an EntityManager');
      if (type === 'DataSource') checkUses(node.parent, name, report);
    } else if (ts.isTypeReferenceNode(node) && node.typeName.getText(file) === 'DataSource') {
      const inConstructor =
        ts.isParameter(node.parent) && ts.isConstructorDeclaration(node.parent.parent);
      if (!inConstructor) report(node.parent, 'passes a DataSource around');
    } else if (ts.isDecorator(node)) {
      const text = node.expression.getText(file);
      if (/^Inject(DataSource|EntityManager)\b/.test(text)) report(node, 'injects the connection');
    }
    ts.forEachChild(node, visit);
  };

  /** `this.<name>.transaction(...)` is the one use allowed, inside the class or the constructor. */
  function checkUses(
    ctor: ts.ConstructorDeclaration,
    name: string,
    report: (node: ts.Node, why: string) => void,
  ) {
    const cls = ctor.parent;
    const walk = (node: ts.Node) => {
      const viaThis =
        ts.isPropertyAccessExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ThisKeyword &&
        node.name.text === name;
      const bare = ts.isIdentifier(node) && node.text === name && isValueUse(node);
      if (viaThis || bare) {
        const parent = node.parent;
        const allowed =
          ts.isPropertyAccessExpression(parent) &&
          parent.expression === node &&
          parent.name.text === 'transaction';
        if (!allowed) report(parent, 'uses the DataSource for more than a transaction');
        return;
      }
      ts.forEachChild(node, walk);
    };
    ts.forEachChild(cls, walk);
  }

  visit(file);
  return misuses;
}

/** An identifier read as a value (not a declaration, a property name or a type). */
function isValueUse(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isParameter(parent) && parent.name === node) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name === node)
    return false;
  if (ts.isMethodDeclaration(parent) && parent.name === node) return false;
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('each module owns its data', () => {
  const files = sourceFiles(SRC)
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .filter((path) => !path.startsWith('database/'));

  it('no backend file outside database/ uses a DataSource for more than a transaction', () => {
    const found: string[] = [];
    for (const path of files) {
      if (path in INFRASTRUCTURE) continue;
      for (const m of dataSourceMisuses(readFileSync(join(SRC, path), 'utf8'), path)) {
        found.push(`${path}:${m.line} ${m.text}`);
      }
    }
    expect(found).toEqual([]);
  });

  describe('the check fires', () => {
    const service = (body: string, param = 'private readonly dataSource: DataSource') => `
      @Injectable()
      export class S {
        constructor(${param}, private readonly clock: Clock) {}
        async go() { ${body} }
      }`;

    it('allows a DataSource used only to open transactions', () => {
      expect(
        dataSourceMisuses(
          service('return this.dataSource.transaction(async (m) => m.find(User));'),
        ),
      ).toEqual([]);
    });

    it.each([
      ['a repository taken from it', 'return this.dataSource.getRepository(User).find();'],
      ['its manager', 'return this.dataSource.manager.find(User);'],
      ['raw SQL', "return this.dataSource.query('SELECT 1');"],
      ['handing it on', 'return helper(this.dataSource);'],
    ])('refuses %s', (_, body) => {
      expect(dataSourceMisuses(service(body))).toHaveLength(1);
    });

    it('refuses a DataSource given to a function, and one passed on from a constructor', () => {
      expect(
        dataSourceMisuses('export const r = (ds: DataSource) => ds.getRepository(User);'),
      ).toHaveLength(1);
      const ctor = `@Controller() class C { constructor(dataSource: DataSource) { this.r = resource(dataSource); } }`;
      expect(dataSourceMisuses(ctor)).toHaveLength(1);
    });

    it('refuses an injected EntityManager', () => {
      expect(
        dataSourceMisuses(service('return 1;', 'private readonly manager: EntityManager')),
      ).toHaveLength(1);
    });
  });
});

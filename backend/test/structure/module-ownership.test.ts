import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { SRC, sourcePaths } from './backend-sources';

/**
 * Each module owns its data: a module reads and writes its own tables through
 * repositories it registers with `TypeOrmModule.forFeature` and injects with `@InjectRepository`,
 * and asks another module's exported service (or the repository it exports) for that module's
 * data. An entity is registered once, by the module of the folder it sits in (or the one named
 * in OWNERS). `DataSource` is injected
 * only to open transactions (`dataSource.transaction`, or better `Transactions` from
 * `database/transactions.ts`); anything else (`getRepository`, `manager`, `query`, passing it on)
 * reaches past the owning modules. This test reads every backend source file and fails on such a use.
 */

/** Infrastructure that needs the connection itself, not any module's tables. */
const INFRASTRUCTURE: Record<string, string> = {
  'health/health.controller.ts': 'SELECT 1 and the driver type for /health',
  'health/readiness.service.ts': 'SELECT 1 and pending migrations for /ready',
  'observability/metrics.service.ts': 'counts queries on the driver, reads the pool',
  'seed/seed.service.ts': 'loads every module’s demo rows at start-up, like a migration',
};

/**
 * Entities registered by a module outside their folder: what the module is, and why there.
 * An entity is its file's path relative to backend/src, `#`, its class.
 */
const OWNERS: Record<string, { module: string; why: string }> = {
  'users/entities/user.entity.ts#User': {
    module: 'auth/auth.module.ts',
    why: 'signing in reads and writes the account, and auth sits below users (docs/decisions/0200)',
  },
  'reports/entities/rejected-signup.entity.ts#RejectedSignup': {
    module: 'auth/rejected-signups.module.ts',
    why: 'a refused sign-up is recorded where it is refused; reports only list them',
  },
  'app-state/app-state.entity.ts#AppState': {
    module: 'ai/ai.module.ts',
    why: 'the AI sharing switch is its one repository user; app-state/ is a foundation folder',
  },
};

export type Registration = { module: string; entity: string; line: number };

/**
 * The entities each `TypeOrmModule.forFeature([...])` of a module file registers, each as the
 * path (relative to backend/src) of the file it is imported from, `#`, its name.
 */
export function registrations(source: string, modulePath: string): Registration[] {
  const file = ts.createSourceFile(modulePath, source, ts.ScriptTarget.ES2022, true);
  const importedFrom = new Map<string, string>();
  const found: Registration[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = join(dirname(modulePath), node.moduleSpecifier.text).split('\\').join('/');
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names)) {
        for (const el of names.elements) {
          importedFrom.set(el.name.text, `${from}.ts#${(el.propertyName ?? el.name).text}`);
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(file) === 'TypeOrmModule.forFeature' &&
      node.arguments[0] &&
      ts.isArrayLiteralExpression(node.arguments[0])
    ) {
      for (const el of node.arguments[0].elements) {
        found.push({
          module: modulePath,
          entity: importedFrom.get(el.getText(file)) ?? el.getText(file),
          line: file.getLineAndCharacterOfPosition(el.getStart(file)).line + 1,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Entities registered more than once, or by a module that does not own them. */
export function registrationProblems(
  all: Registration[],
  owners: Record<string, { module: string }> = OWNERS,
): string[] {
  const problems: string[] = [];
  const byEntity = new Map<string, Registration[]>();
  for (const r of all) byEntity.set(r.entity, [...(byEntity.get(r.entity) ?? []), r]);
  for (const [entity, list] of byEntity) {
    const owner = owners[entity]?.module;
    const folder = entity.split('/')[0];
    const owns = (r: Registration) =>
      owner ? r.module === owner : r.module.split('/')[0] === folder;
    for (const r of list.filter((r) => !owns(r))) {
      problems.push(
        `${r.module}:${r.line} registers ${entity}, owned by ${owner ?? `the module in ${folder}/`}`,
      );
    }
    const owned = list.filter(owns);
    if (owned.length > 1) {
      problems.push(`${entity} is registered ${owned.length} times: ${owned.map((r) => r.module)}`);
    }
  }
  return problems;
}

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

describe('each module owns its data', () => {
  const files = sourcePaths().filter((path) => !path.startsWith('database/'));

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

  it('each entity is registered once, by the module that owns it', () => {
    const all = files
      .filter((path) => path.endsWith('.module.ts'))
      .flatMap((path) => registrations(readFileSync(join(SRC, path), 'utf8'), path));
    expect(all.length).toBeGreaterThan(20);
    expect(registrationProblems(all)).toEqual([]);
  });

  it('names an owner that registers its entity', () => {
    for (const [entity, { module }] of Object.entries(OWNERS)) {
      const source = readFileSync(join(SRC, module), 'utf8');
      expect(registrations(source, module).map((r) => r.entity)).toContain(entity);
    }
  });

  describe('the registration check fires', () => {
    const moduleFile = (path: string, entities: string) =>
      registrations(
        `import { TypeOrmModule } from '@nestjs/typeorm';
         import { School } from '../schools/entities/school.entity';
         import { User } from '../users/entities/user.entity';
         @Module({ imports: [TypeOrmModule.forFeature([${entities}])] })
         export class M {}`,
        path,
      );

    it('reads the entities a module registers', () => {
      expect(moduleFile('reports/reports.module.ts', 'User, School')).toEqual([
        {
          module: 'reports/reports.module.ts',
          entity: 'users/entities/user.entity.ts#User',
          line: 4,
        },
        {
          module: 'reports/reports.module.ts',
          entity: 'schools/entities/school.entity.ts#School',
          line: 4,
        },
      ]);
    });

    it('refuses a module registering another folder’s entity', () => {
      expect(registrationProblems(moduleFile('reports/reports.module.ts', 'School'))).toEqual([
        expect.stringContaining('owned by the module in schools/'),
      ]);
    });

    it('refuses a second registration, even by a module of the same folder', () => {
      const twice = [
        ...moduleFile('schools/schools.module.ts', 'School'),
        ...moduleFile('schools/schools-admin.module.ts', 'School'),
      ];
      expect(registrationProblems(twice)).toEqual([expect.stringContaining('registered 2 times')]);
    });

    it('follows OWNERS for an entity registered outside its folder', () => {
      const user = moduleFile('auth/auth.module.ts', 'User');
      expect(registrationProblems(user)).toEqual([]);
      expect(registrationProblems(moduleFile('users/users.module.ts', 'User'))).toEqual([
        expect.stringContaining('owned by auth/auth.module.ts'),
      ]);
    });
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

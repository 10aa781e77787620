import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layer rule in eslint.config.mjs is on and can fail. Each snippet is linted with
 * ESLint's Node API (`lintText`) as if it were a file at `at` (the file need not exist), so the test
 * does not depend on today's tree. ESLint loads its ESM config with a dynamic import, which Jest's
 * module sandbox refuses, so the cases run in one child Node process.
 */
const root = path.resolve(__dirname, '../..');

const LINT = `
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
const cases = JSON.parse(readFileSync(0, 'utf8'));
// Only the layer rules run, so no TypeScript program (which wants the file on disk) is needed.
const boundaryRules = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => boundaryRules.includes(ruleId),
});
const out = [];
for (const { at, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), at) });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, fatal: !!m.fatal, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
`;

type Case = { at: string; code: string };
type Message = { ruleId: string | null; fatal: boolean; message: string };
const cases: Case[] = [];
const results = new Map<Case, Message[]>();

/** Registers a snippet; its boundary errors are read after the one lint run in beforeAll. */
function lint(at: string, code: string): () => string[] {
  const entry = { at, code };
  cases.push(entry);
  return () => {
    const messages = results.get(entry) ?? [];
    const fatal = messages.filter((m) => m.fatal);
    if (fatal.length) throw new Error(fatal.map((m) => m.message).join('\n'));
    return messages
      .filter(
        (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
      )
      .map((m) => m.message);
  };
}

const domainFile = 'domain/src/auth/boundary-probe.ts';
const featureFile = 'portal/src/features/reports/components/boundary-probe.ts';
const outOfDomain = lint(
  domainFile,
  "import { AppModule } from '../../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const packageInDomain = lint(domainFile, "export * from '@aspire/portal';\n");
const withinDomain = lint(
  domainFile,
  "import { ACCESS_ROUTES } from './routes';\nexport const probe = ACCESS_ROUTES;\n",
);
const portalToBackend = lint(
  'portal/src/lib/boundary-probe.ts',
  "import { AppModule } from '../../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const backofficeToBackend = lint(
  'backoffice/src/boundary-probe.ts',
  "import { AppModule } from '../../backend/src/app.module';\nexport const probe = AppModule;\n",
);
const featureInternals = lint(
  featureFile,
  "import { useUser } from '../../account/api/get-user';\nexport const probe = useUser;\n",
);
const featureIndex = lint(
  featureFile,
  "import { useUser } from '../../account';\nexport const probe = useUser;\n",
);

beforeAll(() => {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  (JSON.parse(stdout) as Message[][]).forEach((messages, i) => results.set(cases[i], messages));
}, 120_000);

describe('layer boundaries (eslint)', () => {
  it('refuses a relative import out of domain/ into the backend', () => {
    expect(outOfDomain()).toEqual([expect.stringContaining('domain/ imports nothing of ours')]);
  });

  it('refuses a package import of another workspace from domain/', () => {
    expect(packageInDomain()).toEqual([expect.stringContaining('domain/ imports nothing of ours')]);
  });

  it('lets domain/ import its own files', () => {
    expect(withinDomain()).toEqual([]);
  });

  it('refuses the portal and the back-office importing the backend', () => {
    expect(portalToBackend()).toEqual([expect.stringContaining('never by import')]);
    expect(backofficeToBackend()).toEqual([expect.stringContaining('never by import')]);
  });

  it("refuses a portal feature importing another feature's internals, not its index", () => {
    expect(featureInternals()).toEqual([
      expect.stringContaining('may use feature "account" only through its index.ts'),
    ]);
    expect(featureIndex()).toEqual([]);
  });
});

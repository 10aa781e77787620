import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Lints snippets with the lint rules that guard the layers (eslint.config.mjs,
 * docs/decisions/0003-rules-once-in-domain.md), each as if it were a file at `at` (the file need
 * not exist), so a test does not depend on today's tree. ESLint loads its ESM config with a
 * dynamic import, which Jest's module sandbox refuses, so the cases run in one child Node process.
 * Register the snippets with `lint`, then call `runLintProbes()` in `beforeAll`.
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
export function lint(at: string, code: string): () => string[] {
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

/** Lints every registered snippet once (in `beforeAll`: it takes a while). */
export function runLintProbes(): void {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  (JSON.parse(stdout) as Message[][]).forEach((messages, i) => results.set(cases[i], messages));
}

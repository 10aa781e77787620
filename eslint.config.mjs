// One lint configuration for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Layer boundaries (why this rule: docs/decisions/0003-rules-once-in-domain.md).
// `no-restricted-paths` resolves each import to a file, so a relative path that climbs out of a
// folder is caught as surely as a package name; `no-restricted-imports` names what may not resolve.
const features = readdirSync(new URL('./portal/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./portal/src/features/${target}`,
      from: `./portal/src/features/${from}`,
      except: ['./index.ts'],
      message: `Feature "${target}" may use feature "${from}" only through its index.ts.`,
    })),
);
const boundaryZones = [
  {
    target: './domain',
    from: ['./backend', './portal', './backoffice', './e2e', './bench'],
    message: 'domain/ imports nothing of ours: it is the layer everything else builds on.',
  },
  {
    target: ['./portal', './backoffice'],
    from: './backend',
    message: 'The portal and the back-office talk to the backend over HTTP, never by import.',
  },
  ...featureZones,
];
const ourPackages = (names, message) => ({
  patterns: [
    {
      group: names
        .map((name) => `@aspire/${name}`)
        .concat(names.map((name) => `@aspire/${name}/*`)),
      message,
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'backend/seed-data/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        ourPackages(
          ['backend', 'portal', 'backoffice', 'e2e', 'bench', 'domain'],
          'domain/ imports nothing of ours (its own files by relative path).',
        ),
      ],
    },
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ourPackages(
          ['backend'],
          'The portal and the back-office talk to the backend over HTTP, never by import.',
        ),
      ],
    },
  },
  {
    files: ['portal/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

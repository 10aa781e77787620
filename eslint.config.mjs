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
// The backend's layers, lowest first (docs/architecture.md, "Backend layers"): a folder imports
// from its own layer or a lower one, never from a higher one. Two kinds of file belong to the
// bottom layer wherever they sit: a module's `entities/` (TypeORM relations and the data every
// module may read) and the access vocabulary every controller declares routes with
// (`auth/auth-user.ts`, `auth/decorators/`). The files at backend/src's root (app.module.ts,
// app.factory.ts, main.ts) are the top and import anything.
const backendFolders = readdirSync(new URL('./backend/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backendLayers = [
  ['common', 'config', 'database', 'observability', 'app-state', 'scheduling', 'throttle'],
  ['admin', 'audit', 'mail'],
  ['auth', 'schools', 'whitelist'],
];
const layered = backendLayers.flat();
backendLayers.push(backendFolders.filter((name) => !layered.includes(name)));
const lowerEverywhere = (folder) =>
  folder === 'auth' ? ['./entities', './auth-user.ts', './decorators'] : ['./entities'];
const backendRoot = ['app.module.ts', 'app.factory.ts', 'main.ts'].map((f) => `./backend/src/${f}`);
// Pairs inside the feature layer that once imported each other: only the second may use the first.
const featureOrder = [
  ['assessments', 'users'],
  ['assessments', 'psychometrics'],
];
const backendZones = [
  ...backendLayers.flatMap((layer, index) =>
    layer.flatMap((target) =>
      backendLayers
        .slice(index + 1)
        .flat()
        .map((from) => ({
          target: `./backend/src/${target}`,
          from: `./backend/src/${from}`,
          except: lowerEverywhere(from),
          message: `backend/src/${target} is in a lower layer than ${from}/ (docs/architecture.md, "Backend layers").`,
        }))
        .concat({
          target: `./backend/src/${target}`,
          from: backendRoot,
          message: `backend/src/${target} may not import the application's root files.`,
        }),
    ),
  ),
  ...featureOrder.map(([lower, higher]) => ({
    target: `./backend/src/${lower}`,
    from: `./backend/src/${higher}`,
    except: ['./entities'],
    message: `${lower}/ is used by ${higher}/, never the reverse (docs/architecture.md, "Backend layers").`,
  })),
];
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
  ...backendZones,
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

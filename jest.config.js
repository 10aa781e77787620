// One Jest run, one project per workspace: `npm run test:unit` or `jest --selectProjects <name>`.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
      },
    },
    module: { type: 'commonjs' },
  },
];

// openid-client and its two dependencies ship only ES modules; Node runs them through
// require(esm), Jest's own module loader does not, so they are compiled to CommonJS here
// (docs/decisions/0160).
const ESM_PACKAGES = ['openid-client', 'oauth4webapi', 'jose'];
const esmToCommonJs = [
  '@swc/jest',
  { jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } },
];

const domain = { '^@aspire/domain$': '<rootDir>/../domain/src/index.ts' };

/**
 * The slow backend suites, in a project of their own (`npm run test:slow`; CI runs every
 * project): bursts of parallel requests (`*.concurrency.test.ts`), several instances, start-up
 * and shutdown (`test/scale/`), and the backend started as a real process (`*.process.test.ts`).
 */
const SLOW_BACKEND = [
  '<rootDir>/test/**/*.concurrency.test.ts',
  '<rootDir>/test/scale/**/*.test.ts',
  '<rootDir>/test/**/*.process.test.ts',
];
const backend = {
  rootDir: 'backend',
  transform: { '^.+\\.ts$': swc(false), '^.+\\.js$': esmToCommonJs },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: domain,
  // On MySQL/MariaDB, one migrated template per run that each file's database copies.
  globalSetup: '<rootDir>/test/support/template-setup.cjs',
  globalTeardown: '<rootDir>/test/support/template-teardown.cjs',
};

/** @type {import('jest').Config} */
module.exports = {
  // A global option (Jest ignores it per project): a busy 2-core CI machine needs the room.
  testTimeout: 30000,
  // Test files run in a worker that is replaced once it holds more than this after a file: on a
  // 2-core machine Jest would otherwise run every file in its own process, whose heap grows with
  // each file's modules until V8 gives up (seen at 160 of 284 files, 3.5 GB).
  workerIdleMemoryLimit: '1GB',
  // TEST_TIMINGS=1 (set by .ci/run) prints each project's time and the slowest files at the end.
  ...(process.env.TEST_TIMINGS ? { reporters: ['default', '<rootDir>/.ci/jest-timings.cjs'] } : {}),
  projects: [
    {
      displayName: 'domain',
      rootDir: 'domain',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      // The browser tests' own helpers (which database, which Chromium); the tests are Playwright's.
      displayName: 'e2e-support',
      rootDir: 'e2e',
      testMatch: ['<rootDir>/support/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      ...backend,
      displayName: 'backend',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '\\.concurrency\\.test\\.ts$',
        '/test/scale/',
        '\\.process\\.test\\.ts$',
      ],
    },
    { ...backend, displayName: 'backend-slow', testMatch: SLOW_BACKEND },
    {
      displayName: 'portal',
      rootDir: 'portal',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(ts|tsx)$': swc(true) },
      moduleNameMapper: { ...domain, '\\.(css|svg|png)$': '<rootDir>/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
    {
      displayName: 'backoffice',
      rootDir: 'backoffice',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(ts|tsx)$': swc(true) },
      moduleNameMapper: { ...domain, '\\.(css|svg|png)$': '<rootDir>/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
    },
  ],
};

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these Web APIs, which react-router (inside react-admin) uses at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// react-hotkeys-hook (used by react-admin's menu) ships ES modules only, which Jest's CommonJS
// runtime cannot load untransformed; keyboard shortcuts are not what these tests check.
jest.mock('react-hotkeys-hook', () => ({
  useHotkeys: () => ({ current: null }),
  isHotkeyPressed: () => false,
  HotkeysProvider: ({ children }: { children: unknown }) => children,
  useHotkeysContext: () => ({ enabledScopes: [], activeScopes: [] }),
}));

// findBy*/waitFor wait on behaviour; their 1 s default fails on a loaded 2-core
// machine. 15 s holds under load and stays below the 30 s test timeout, so a real failure still
// reports what was awaited.
configure({ asyncUtilTimeout: 15_000 });

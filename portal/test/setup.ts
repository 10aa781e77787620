import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

// jsdom lacks these; react-router 7 needs them at import time. It lacks the Fetch API's classes
// too: Node's are the same standard, taken from its own global (src/early-reads.ts builds a
// Response; every test's `fetch` is mockApi's).
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  Response: runInThisContext('Response') as typeof Response,
});

// FindBy*/waitFor wait on behaviour; their 1 s default fails on a loaded 2-core
// machine. 15 s holds under load and stays below the 30 s test timeout, so a real failure still
// reports what was awaited.
configure({ asyncUtilTimeout: 15_000 });

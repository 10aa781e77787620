import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Issue 10 §19: findBy*/waitFor wait on behaviour; their 1 s default fails on a loaded 2-core
// machine. 15 s holds under load and stays below the 30 s test timeout, so a real failure still
// reports what was awaited.
configure({ asyncUtilTimeout: 15_000 });

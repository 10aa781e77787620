// jsdom without Node's fetch classes: react-router's data router (inside react-admin) builds a
// Request on every navigation. Opt in per file with `@jest-environment ./test/jsdom-with-fetch.cjs`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Node's Request only accepts Node's AbortSignal, so the abort classes come along.
    const { fetch, Request, Response, Headers, AbortController, AbortSignal } = globalThis;
    const { TextEncoder, TextDecoder } = require('node:util');
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
